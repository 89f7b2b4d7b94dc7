/**
 * Copies every file of a local media folder into a Storage under the same key, through the
 * Storage interface alone, so any adapter (another folder, an object store) receives them the
 * way the server writes them. Writing a key again replaces it whole, so a copy cut short is
 * simply run again.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { assertStorageKey, type Storage } from '../../src/platform/storage/storage.ts';

/** What the local store leaves of a write a crash cut short (local-storage.ts): never copied. */
const UNFINISHED = /\.partial$/;

export type MediaCopyResult = { copied: number; skipped: string[] };

/** The storage keys of the files under the folder, and the names that are not keys. */
async function keysUnder(folder: string): Promise<{ keys: string[]; others: string[] }> {
  const entries = await fs.readdir(folder, { withFileTypes: true, recursive: true }).catch((error) => {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  });
  const keys: string[] = [];
  const others: string[] = [];
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const key = path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    try {
      if (UNFINISHED.test(key)) throw new Error('unfinished');
      assertStorageKey(key);
      keys.push(key);
    } catch {
      others.push(key);
    }
  }
  return { keys: keys.sort(), others: others.sort() };
}

export async function copyMediaFolder(
  folder: string,
  target: Storage,
  onProgress: (copied: number, total: number) => void = () => {},
): Promise<MediaCopyResult> {
  const { keys, others } = await keysUnder(folder);
  let copied = 0;
  for (const key of keys) {
    await target.putFile(key, path.join(folder, ...key.split('/')));
    copied += 1;
    if (copied % 500 === 0 || copied === keys.length) onProgress(copied, keys.length);
  }
  return { copied, skipped: others };
}
