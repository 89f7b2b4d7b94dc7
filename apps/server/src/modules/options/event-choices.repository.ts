/**
 * SQL for what an event chose from the libraries (animations, fast styles, props, frames,
 * filters) and for its custom frames. Each choice list is replaced whole, in the given order.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

export type EventChoicesRepository = ReturnType<typeof createEventChoicesRepository>;

export type LibraryTable = 'gifs' | 'burst_gifs' | 'props' | 'frames' | 'color_filters';

/** A custom frame belongs to a frame or to a 3 in 1 animation. */
export type CustomFrameTarget = { frame_id: number; gif_id: null } | { frame_id: null; gif_id: number };

type LinkTable = 'event_gifs' | 'event_burst_gifs' | 'event_props' | 'event_frames' | 'event_filters';

async function replaceLinks<Row extends object>(
  db: Kysely<Database>,
  table: LinkTable,
  eventId: number,
  rows: Row[],
): Promise<void> {
  await db.transaction().execute(async (trx: Transaction<Database>) => {
    await trx.deleteFrom(table).where('event_id', '=', eventId).execute();
    if (rows.length === 0) return;
    const values = rows.map((row, position) => ({ ...row, event_id: eventId, position }));
    // Each table's columns are the row's plus event_id and position; Kysely cannot tie the union together.
    await trx
      .insertInto(table)
      .values(values as never)
      .execute();
  });
}

export function createEventChoicesRepository(db: Kysely<Database>) {
  return {
    /** The ids of `ids` that are not active items of the library. */
    async missingFromLibrary(library: LibraryTable, ids: number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const found = await db.selectFrom(library).select('id').where('id', 'in', ids).where('active', '=', 1).execute();
      const present = new Set(found.map((row) => row.id));
      return ids.filter((id) => !present.has(id));
    },

    replaceGifs: (eventId: number, rows: { gif_id: number; settings: string }[]) =>
      replaceLinks(db, 'event_gifs', eventId, rows),
    replaceBurstGifs: (eventId: number, rows: { burst_gif_id: number; settings: string }[]) =>
      replaceLinks(db, 'event_burst_gifs', eventId, rows),
    replaceProps: (eventId: number, propIds: number[]) =>
      replaceLinks(
        db,
        'event_props',
        eventId,
        propIds.map((prop_id) => ({ prop_id })),
      ),
    replaceFrames: (eventId: number, frameIds: number[]) =>
      replaceLinks(
        db,
        'event_frames',
        eventId,
        frameIds.map((frame_id) => ({ frame_id })),
      ),
    replaceFilters: (eventId: number, filterIds: number[]) =>
      replaceLinks(
        db,
        'event_filters',
        eventId,
        filterIds.map((color_filter_id) => ({ color_filter_id })),
      ),

    gifs(eventId: number) {
      return db
        .selectFrom('event_gifs as e')
        .innerJoin('gifs as g', 'g.id', 'e.gif_id')
        .select(['e.gif_id', 'e.settings', 'g.name', 'g.photo_file', 'g.preview_file'])
        .where('e.event_id', '=', eventId)
        .orderBy('e.position')
        .execute();
    },

    burstGifs(eventId: number) {
      return db
        .selectFrom('event_burst_gifs as e')
        .innerJoin('burst_gifs as b', 'b.id', 'e.burst_gif_id')
        .select(['e.burst_gif_id', 'e.settings', 'b.name', 'b.photo_file'])
        .where('e.event_id', '=', eventId)
        .orderBy('e.position')
        .execute();
    },

    props(eventId: number) {
      return db
        .selectFrom('event_props as e')
        .innerJoin('props as p', 'p.id', 'e.prop_id')
        .select(['e.prop_id', 'p.name', 'p.image_file'])
        .where('e.event_id', '=', eventId)
        .orderBy('e.position')
        .execute();
    },

    frames(eventId: number) {
      return db
        .selectFrom('event_frames as e')
        .innerJoin('frames as f', 'f.id', 'e.frame_id')
        .select(['e.frame_id', 'f.name', 'f.frame_file', 'f.preview_file'])
        .where('e.event_id', '=', eventId)
        .orderBy('e.position')
        .execute();
    },

    filters(eventId: number) {
      return db
        .selectFrom('event_filters as e')
        .innerJoin('color_filters as c', 'c.id', 'e.color_filter_id')
        .select(['e.color_filter_id', 'c.name', 'c.photo_file', 'c.chart_file'])
        .where('e.event_id', '=', eventId)
        .orderBy('e.position')
        .execute();
    },

    customFrames(eventId: number) {
      return db
        .selectFrom('custom_frames')
        .select(['id', 'frame_id', 'gif_id', 'file_path'])
        .where('event_id', '=', eventId)
        .orderBy('id')
        .execute();
    },

    /** Stores the event's custom frame for the target, replacing (and returning the file of) the one before. */
    async putCustomFrame(
      eventId: number,
      target: CustomFrameTarget,
      filePath: string,
      nowIso: string,
    ): Promise<{ id: number; replacedFile: string | null }> {
      return db.transaction().execute(async (trx) => {
        const column = target.frame_id === null ? 'gif_id' : 'frame_id';
        const itemId = target.frame_id ?? target.gif_id;
        const before = await trx
          .deleteFrom('custom_frames')
          .where('event_id', '=', eventId)
          .where(column, '=', itemId)
          .returning('file_path')
          .executeTakeFirst();
        const row = await trx
          .insertInto('custom_frames')
          .values({ event_id: eventId, ...target, file_path: filePath, created_at: nowIso })
          .returning('id')
          .executeTakeFirstOrThrow();
        return { id: row.id, replacedFile: before?.file_path ?? null };
      });
    },

    findCustomFrame(id: number) {
      return db
        .selectFrom('custom_frames')
        .select(['id', 'event_id', 'frame_id', 'gif_id', 'file_path'])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    async removeCustomFrame(id: number): Promise<void> {
      await db.deleteFrom('custom_frames').where('id', '=', id).execute();
    },
  };
}

/** A custom frame as stored: its target (a frame or a 3 in 1 animation) and its file. */
export type CustomFrameRow = Awaited<ReturnType<EventChoicesRepository['customFrames']>>[number];
