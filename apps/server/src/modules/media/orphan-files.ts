/**
 * Captures' files that no row names: what a crash between storing the files and committing the
 * row left (media.service.ts writes the files first). Only files older than a day are removed,
 * so a capture being stored by any process, whose row is not committed yet, is never touched.
 */
import type { Storage } from '../../platform/storage/storage.ts';
import type { MediaRepository } from './media.repository.ts';

export const ORPHAN_MIN_AGE_MS = 24 * 60 * 60 * 1000;
const CAPTURES_PREFIX = 'event_gallery/';

type Dependencies = {
  repository: Pick<MediaRepository, 'namedKeys'>;
  storage: Pick<Storage, 'listOlderThan' | 'remove'>;
};

/** Removes the captures' files older than `before` that no row names; answers how many. */
export async function sweepOrphanFiles({ repository, storage }: Dependencies, before: Date): Promise<number> {
  let removed = 0;
  for await (const keys of storage.listOlderThan(CAPTURES_PREFIX, before)) {
    const named = new Set(await repository.namedKeys(keys));
    const orphans = keys.filter((key) => !named.has(key));
    await Promise.all(orphans.map((key) => storage.remove(key)));
    removed += orphans.length;
  }
  return removed;
}
