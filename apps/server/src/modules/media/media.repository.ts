/** All SQL of booth media: the media rows themselves (the event an upload goes to is the events module's). */
import type { MediaType } from '@boothdeck/contract';
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { MediaItemsTable } from './media.tables.ts';

export type MediaItemRow = Selectable<MediaItemsTable>;
export type NewMediaItem = Insertable<MediaItemsTable>;

export type MediaRepository = ReturnType<typeof createMediaRepository>;

export function createMediaRepository(db: Kysely<Database>) {
  const ofEvent = (eventId: number, mediaId: number) =>
    db.selectFrom('media_items').selectAll().where('event_id', '=', eventId).where('id', '=', mediaId);

  return {
    /** A capture of any event, whatever its moderation. */
    find(mediaId: number): Promise<MediaItemRow | undefined> {
      return db.selectFrom('media_items').selectAll().where('id', '=', mediaId).executeTakeFirst();
    },

    /** The event's capture, whatever its moderation. */
    findOfEvent(eventId: number, mediaId: number): Promise<MediaItemRow | undefined> {
      return ofEvent(eventId, mediaId).executeTakeFirst();
    },

    /** The event's capture only when guests may see it: approved. */
    findApprovedOfEvent(eventId: number, mediaId: number): Promise<MediaItemRow | undefined> {
      return ofEvent(eventId, mediaId).where('moderation', '=', 'approved').executeTakeFirst();
    },

    /** Those of these captures of the event that guests may see (approved), in no order. */
    approvedAmong(eventId: number, mediaIds: readonly number[]): Promise<MediaItemRow[]> {
      if (mediaIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('media_items')
        .selectAll()
        .where('event_id', '=', eventId)
        .where('id', 'in', mediaIds)
        .where('moderation', '=', 'approved')
        .execute();
    },

    /**
     * One page of the event's approved captures, newest first: what guests see (the grid, the
     * slide show); only those of `onlyIds` when given (a guest who sees their own captures only).
     */
    async pageApprovedOfEvent(
      eventId: number,
      limit: number,
      offset: number,
      onlyIds?: readonly number[],
    ): Promise<MediaItemRow[]> {
      if (onlyIds?.length === 0) return [];
      let query = db.selectFrom('media_items').selectAll().where('event_id', '=', eventId);
      if (onlyIds) query = query.where('id', 'in', onlyIds);
      return query
        .where('moderation', '=', 'approved')
        .orderBy('captured_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute();
    },

    /**
     * How many of the event's captures guests may see: all of them, or those of these types (an
     * archive's kind), or only those of `onlyIds`.
     */
    async countApprovedOfEvent(
      eventId: number,
      { mediaTypes, onlyIds }: { mediaTypes?: readonly MediaType[]; onlyIds?: readonly number[] } = {},
    ): Promise<number> {
      if (onlyIds?.length === 0) return 0;
      let query = db
        .selectFrom('media_items')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('event_id', '=', eventId)
        .where('moderation', '=', 'approved');
      if (mediaTypes) query = query.where('media_type', 'in', mediaTypes);
      if (onlyIds) query = query.where('id', 'in', onlyIds);
      const row = await query.executeTakeFirstOrThrow();
      // PostgreSQL counts as bigint, which pg hands over as text.
      return Number(row.count);
    },

    /** The next `limit` approved captures of these types after `after`, oldest first: the archive, batch by batch. */
    batchApprovedOfTypes(
      eventId: number,
      mediaTypes: readonly MediaType[],
      after: Pick<MediaItemRow, 'captured_at' | 'id'> | undefined,
      limit: number,
    ): Promise<MediaItemRow[]> {
      let query = db
        .selectFrom('media_items')
        .selectAll()
        .where('event_id', '=', eventId)
        .where('media_type', 'in', mediaTypes)
        .where('moderation', '=', 'approved');
      if (after)
        query = query.where((eb) => eb(eb.refTuple('captured_at', 'id'), '>', eb.tuple(after.captured_at, after.id)));
      return query.orderBy('captured_at').orderBy('id').limit(limit).execute();
    },

    findByClientId(eventId: number, clientId: string): Promise<MediaItemRow | undefined> {
      return db
        .selectFrom('media_items')
        .selectAll()
        .where('event_id', '=', eventId)
        .where('client_id', '=', clientId)
        .executeTakeFirst();
    },

    /** Every stored file of the event's media, for removing them with the event. */
    async fileKeysOfEvent(eventId: number): Promise<string[]> {
      const rows = await db
        .selectFrom('media_items')
        .select(['file_path', 'thumbnail_path', 'preview_path', 'poster_path'])
        .where('event_id', '=', eventId)
        .execute();
      return rows.flatMap((row) =>
        [row.file_path, row.thumbnail_path, row.preview_path, row.poster_path].filter((key) => key !== null),
      );
    },

    /** Which of these keys a capture's row names. */
    async namedKeys(keys: string[]): Promise<string[]> {
      if (keys.length === 0) return [];
      const columns = ['file_path', 'thumbnail_path', 'preview_path', 'poster_path'] as const;
      const rows = await db
        .selectFrom('media_items')
        .select(columns)
        .where((eb) => eb.or(columns.map((column) => eb(column, 'in', keys))))
        .execute();
      const wanted = new Set(keys);
      return rows.flatMap((row) =>
        columns.map((column) => row[column]).filter((key): key is string => key !== null && wanted.has(key)),
      );
    },

    /** Throws a unique violation when the event already has a row with this client id. */
    insert(item: NewMediaItem): Promise<MediaItemRow> {
      return db.insertInto('media_items').values(item).returningAll().executeTakeFirstOrThrow();
    },
  };
}
