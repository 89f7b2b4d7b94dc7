/**
 * The library items an event chooses (animations, fast styles, props, frames, filters), as the
 * option steps read them: which of some ids are not active items, and the items by id.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export type LibraryTable = 'gifs' | 'burst_gifs' | 'props' | 'frames' | 'color_filters';

export type LibraryItems = ReturnType<typeof createLibraryItemsRepository>;

export function createLibraryItemsRepository(db: Kysely<Database>) {
  const none = Promise.resolve([]);
  return {
    /** The ids of `ids` that are not active items of the library. */
    async missingFromLibrary(library: LibraryTable, ids: readonly number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const found = await db.selectFrom(library).select('id').where('id', 'in', ids).where('active', '=', 1).execute();
      const present = new Set(found.map((row) => row.id));
      return ids.filter((id) => !present.has(id));
    },

    gifsByIds: (ids: readonly number[]) =>
      ids.length === 0
        ? none
        : db.selectFrom('gifs').select(['id', 'name', 'photo_file', 'preview_file']).where('id', 'in', ids).execute(),
    burstGifsByIds: (ids: readonly number[]) =>
      ids.length === 0
        ? none
        : db.selectFrom('burst_gifs').select(['id', 'name', 'photo_file']).where('id', 'in', ids).execute(),
    propsByIds: (ids: readonly number[]) =>
      ids.length === 0
        ? none
        : db.selectFrom('props').select(['id', 'name', 'image_file']).where('id', 'in', ids).execute(),
    framesByIds: (ids: readonly number[]) =>
      ids.length === 0
        ? none
        : db.selectFrom('frames').select(['id', 'name', 'frame_file', 'preview_file']).where('id', 'in', ids).execute(),
    colorFiltersByIds: (ids: readonly number[]) =>
      ids.length === 0
        ? none
        : db
            .selectFrom('color_filters')
            .select(['id', 'name', 'photo_file', 'chart_file'])
            .where('id', 'in', ids)
            .execute(),
  };
}
