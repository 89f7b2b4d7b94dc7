/**
 * The lint configuration refuses the two architecture rules' breaches: one web feature importing
 * another's files, and query-builder calls on the server outside repositories and src/db. Biome
 * prints no diagnostics for code read from standard input, so the probes are files in a temporary
 * folder holding the repository's biome.json and plugin, at the paths they would have here.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const BIOME = createRequire(import.meta.url).resolve('@biomejs/biome/bin/biome');
const CROSS_FEATURE = "A feature never imports another feature's files: move what both need to src/shared.";
const SQL_OUTSIDE_REPOSITORY = 'SQL lives in *.repository.ts or src/db/: call a repository instead.';
const KYSELY_OUTSIDE_REPOSITORY = 'SQL lives in *.repository.ts (or src/db/): call a repository instead.';

const importFromEvents = "import { x } from '@/features/events/lib/y';\n\nexport const z = x;\n";
const importFromShared = "import { x } from '@/shared/lib/y';\n\nexport const z = x;\n";
const selectEvents =
  "import type { Kysely } from 'kysely';\n\nexport const q = (db: Kysely<never>) => db.selectFrom('events');\n";
const rawSql = "import { sql } from 'kysely';\n\nexport const q = sql`select 1`;\n";

/** Every web feature folder, so one added without its lint override fails here. */
const FEATURES = fs
  .readdirSync(path.join(ROOT, 'apps/web/src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/** A probe in each feature importing from every other: `from-<feature>/<other>.ts`. */
const crossFeatureProbes = FEATURES.flatMap((feature) =>
  FEATURES.filter((other) => other !== feature).map((other) => ({
    file: `apps/web/src/features/${feature}/from-${feature}/${other}.ts`,
    code: `import { x } from '@/features/${other}/lib/y';\nimport { w } from '@/features/${other}';\n\nexport const z = [x, w];\n`,
  })),
);

/** Each probe's path in the repository and its code. */
const PROBES: Record<string, string> = {
  ...Object.fromEntries(crossFeatureProbes.map(({ file, code }) => [file, code])),
  'apps/web/src/features/auth/cross.ts': importFromEvents,
  'apps/web/src/features/auth/shared.ts': importFromShared,
  'apps/web/src/features/events/own.ts': importFromEvents,
  'apps/server/src/modules/x/x.service.ts': selectEvents,
  'apps/server/src/modules/x/raw.service.ts': rawSql,
  'apps/server/src/modules/x/x.repository.ts': selectEvents,
  'apps/server/src/db/x.ts': selectEvents,
};

type Diagnostic = { message: string; category: string; location: { path: string } };

let folder: string;
let messagesByFile: Map<string, string[]>;

beforeAll(() => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'lint-rules-'));
  const config = JSON.parse(fs.readFileSync(path.join(ROOT, 'biome.json'), 'utf8'));
  // The temporary folder is no git checkout, and the schema is only for editors.
  const { $schema: _schema, ...rest } = config;
  fs.writeFileSync(path.join(folder, 'biome.json'), JSON.stringify({ ...rest, vcs: { enabled: false } }));
  fs.cpSync(path.join(ROOT, 'lint'), path.join(folder, 'lint'), {
    recursive: true,
    filter: (from) => !from.endsWith('.ts'),
  });
  for (const [file, code] of Object.entries(PROBES)) {
    fs.mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
    fs.writeFileSync(path.join(folder, file), code);
  }
  const run = spawnSync(process.execPath, [BIOME, 'lint', '--reporter=json', '.'], { cwd: folder, encoding: 'utf8' });
  const report = JSON.parse(run.stdout) as { diagnostics: Diagnostic[] };
  messagesByFile = new Map();
  for (const { message, location } of report.diagnostics) {
    messagesByFile.set(location.path, [...(messagesByFile.get(location.path) ?? []), message]);
  }
});
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

const messagesOf = (file: string) => messagesByFile.get(file) ?? [];

describe('lint keeps web features apart', () => {
  it("refuses one feature importing another feature's files", () => {
    expect(messagesOf('apps/web/src/features/auth/cross.ts')).toEqual([CROSS_FEATURE]);
  });

  it('refuses it between every pair of features, by a file path or by the folder', () => {
    expect(FEATURES.length).toBeGreaterThan(1);
    for (const { file } of crossFeatureProbes) expect(messagesOf(file), file).toEqual([CROSS_FEATURE, CROSS_FEATURE]);
  });

  it('lets a feature import its own files and src/shared', () => {
    expect(messagesOf('apps/web/src/features/events/own.ts')).toEqual([]);
    expect(messagesOf('apps/web/src/features/auth/shared.ts')).toEqual([]);
  });
});

describe('lint keeps SQL in repositories', () => {
  it('refuses a query-builder call and a raw SQL import in a service', () => {
    expect(messagesOf('apps/server/src/modules/x/x.service.ts')).toEqual([SQL_OUTSIDE_REPOSITORY]);
    expect(messagesOf('apps/server/src/modules/x/raw.service.ts')).toEqual([KYSELY_OUTSIDE_REPOSITORY]);
  });

  it('lets repositories and src/db build queries', () => {
    expect(messagesOf('apps/server/src/modules/x/x.repository.ts')).toEqual([]);
    expect(messagesOf('apps/server/src/db/x.ts')).toEqual([]);
  });
});
