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
        subject: /^Subject: (.+)$/m.exec(raw)?.[1] ?? '',
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
