/**
 * SQL for what an event chose from the libraries (animations, fast styles, props, frames,
 * filters), by the items' ids, and for its custom frames. Each choice list is replaced whole, in
 * the given order; the items themselves are the libraries' (event-choice-reads.ts).
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

export type EventChoicesRepository = ReturnType<typeof createEventChoicesRepository>;

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

    gifLinks(eventId: number) {
      return db
        .selectFrom('event_gifs')
        .select(['gif_id', 'settings'])
        .where('event_id', '=', eventId)
        .orderBy('position')
        .execute();
    },

    burstGifLinks(eventId: number) {
      return db
        .selectFrom('event_burst_gifs')
        .select(['burst_gif_id', 'settings'])
        .where('event_id', '=', eventId)
        .orderBy('position')
        .execute();
    },

    propLinks(eventId: number) {
      return db
        .selectFrom('event_props')
        .select('prop_id')
        .where('event_id', '=', eventId)
        .orderBy('position')
        .execute();
    },

    frameLinks(eventId: number) {
      return db
        .selectFrom('event_frames')
        .select('frame_id')
        .where('event_id', '=', eventId)
        .orderBy('position')
        .execute();
    },

    filterLinks(eventId: number) {
      return db
        .selectFrom('event_filters')
        .select('color_filter_id')
        .where('event_id', '=', eventId)
        .orderBy('position')
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
