/**
 * The tables of environment variables in README.md, docs/deploy.md and docs/operations.md, made
 * from the server's configuration schema (apps/server/src/config.ts): one row per variable, its
 * default and its description, between the markers in each file. `npm run config-tables` writes them.
 */
import path from 'node:path';
import type { z } from 'zod';
import { environmentSchema } from '../../src/config.ts';
import { SERVER_ROOT } from '../../src/server-root.ts';

export const TABLE_START = '<!-- config-table: made from apps/server/src/config.ts by npm run config-tables -->';
export const TABLE_END = '<!-- /config-table -->';

const REPOSITORY_ROOT = path.resolve(SERVER_ROOT, '../..');

/**
 * The documents holding a table, by their path from the repository's root: whether it lists the
 * variables only tests set (marked `testsOnly` in the schema; the README leaves them out), and
 * whether it says which may differ between the processes of one install (`perProcess`).
 */
const TABLES = {
  'README.md': { testSettings: false, perProcess: false },
  'docs/deploy.md': { testSettings: true, perProcess: false },
  'docs/operations.md': { testSettings: true, perProcess: true },
} as const;

export type DocumentWithTable = keyof typeof TABLES;

export const DOCUMENTS_WITH_TABLE = Object.keys(TABLES) as DocumentWithTable[];

export const documentPath = (document: string) => path.join(REPOSITORY_ROOT, document);

type VariableMeta = { description?: string; unset?: string; testsOnly?: boolean; perProcess?: string };

/** A variable's default as the table shows it: its value, or what happens while it is unset. */
function defaultOf(schema: z.ZodType, meta: VariableMeta): string {
  const { def } = schema as unknown as { def: { type: string; defaultValue?: unknown } };
  if (def.type === 'default') return `\`${String(def.defaultValue)}\``;
  return meta.unset ? `unset → ${meta.unset}` : 'unset';
}

/** Variables whose schema lacks a description or what it may be per process (each must have both). */
export function undescribedVariables(): string[] {
  return Object.entries(environmentSchema.shape)
    .filter(([, schema]) => {
      const meta = schema.meta() as VariableMeta | undefined;
      return !meta?.description || !meta.perProcess;
    })
    .map(([name]) => name);
}

/** The table for `document` (its links to docs/ are made relative to it). */
export function configTable(document: DocumentWithTable): string {
  const { testSettings, perProcess } = TABLES[document];
  const rows = Object.entries(environmentSchema.shape).flatMap(([name, schema]) => {
    const meta = (schema.meta() ?? {}) as VariableMeta;
    if (meta.testsOnly && !testSettings) return [];
    const cells = [`\`${name}\``, defaultOf(schema, meta), meta.description ?? ''];
    return [`| ${[...cells, ...(perProcess ? [meta.perProcess ?? ''] : [])].join(' | ')} |`];
  });
  const heading = ['variable', 'default', 'meaning', ...(perProcess ? ['per process?'] : [])];
  const table = [`| ${heading.join(' | ')} |`, `|${'---|'.repeat(heading.length)}`, ...rows].join('\n');
  const folder = path.posix.dirname(document);
  const fromHere = (file: string) => path.posix.relative(folder, file);
  return table.replace(
    /\[(docs\/[^\]]*)\]\((docs\/[^)]*)\)/g,
    (_, text: string, target: string) => `[${fromHere(text)}](${fromHere(target)})`,
  );
}

/** The document with the table between its markers replaced by `table`. */
export function withTable(text: string, table: string, document: string): string {
  const start = text.indexOf(TABLE_START);
  const end = text.indexOf(TABLE_END);
  if (start === -1 || end < start) throw new Error(`${document} has no ${TABLE_START} … ${TABLE_END} markers`);
  return `${text.slice(0, start + TABLE_START.length)}\n${table}\n${text.slice(end)}`;
}
