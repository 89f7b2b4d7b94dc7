/**
 * What the development mail and SMS outboxes of a DATA_DIR hold, counted per recipient: how a
 * test or benchmark tells that each message went out exactly once, whichever process sent it.
 */
import fs from 'node:fs/promises';
import path from 'node:path';

/** How many messages each recipient has in an outbox folder (mail: .eml files; SMS: .txt files). */
export async function sentPerRecipient(
  folder: string,
  extension: '.eml' | '.txt',
  leaveOut: ReadonlySet<string> = new Set(),
): Promise<Map<string, number>> {
  const names = (await fs.readdir(folder).catch(() => [] as string[])).filter(
    (name) => name.endsWith(extension) && !leaveOut.has(name),
  );
  const counts = new Map<string, number>();
  for (const name of names) {
    const text = await fs.readFile(path.join(folder, name), 'utf8');
    const to = /^To: (.+)$/m.exec(text)?.[1]?.trim() ?? '';
    counts.set(to, (counts.get(to) ?? 0) + 1);
  }
  return counts;
}
