/** Reads the mails the app wrote to DATA_DIR/outbox, as a user would open them. */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

export type OutboxMail = { to: string; subject: string; raw: string };

export async function readOutbox(app: FastifyInstance, dataDir: string): Promise<OutboxMail[]> {
  await app.platform.jobs.drain();
  const folder = path.join(dataDir, 'outbox');
  const names = (await fs.readdir(folder).catch(() => [] as string[])).filter((name) => name.endsWith('.eml')).sort();
  return Promise.all(
    names.map(async (name) => {
      const raw = await fs.readFile(path.join(folder, name), 'utf8');
      return {
        to: /^To: (.+)$/m.exec(raw)?.[1] ?? '',
        subject: decodeHeader(/^Subject: (.+(?:\r?\n[ \t].+)*)$/m.exec(raw)?.[1] ?? ''),
        raw,
      };
    }),
  );
}

/** The first link in a mail's text part that starts with the given address. */
export function findLink(raw: string, prefix: string): string {
  const unfolded = raw.replace(/=\r?\n/g, '');
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const match = new RegExp(`${escaped}[A-Za-z0-9_-]+`).exec(unfolded);
  if (!match) throw new Error(`No link starting with ${prefix} in mail`);
  return match[0];
}

/** A header as written (RFC 2047 encoded words, as for a subject in Spanish or Arabic), decoded. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/\r?\n[ \t]+/g, ' ')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  for (let index = 0; index < text.length; index++) {
    const hex = text[index] === '=' ? text.slice(index + 1, index + 3) : '';
    if (/^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else bytes.push(...Buffer.from(text[index] ?? '', 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** A mail's quoted-printable body as readable text (soft line breaks joined, `=XX` bytes decoded). */
export const readableMail = (raw: string): string => decodeQuotedPrintable(raw.replace(/=\r?\n/g, ''));
