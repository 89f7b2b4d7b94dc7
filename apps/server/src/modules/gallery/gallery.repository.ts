/**
 * All SQL of the gallery. Organiser reads go through the owner's events, so another
 * organiser's media is simply not found; the signed downloads read by id or uuid, the link's
 * signature having already said what they may serve. Events themselves are read through the
 * events module (gallery-events.ts).
 */
import type { MediaType, ShareChannel } from '@boothdeck/contract';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { MediaItemsTable } from '../media/index.ts';
import type { GalleryEventReads } from './gallery-events.ts';

/** The gallery's SQL, with the events it reads through the events module (gallery-events.ts). */
export type GalleryRepository = ReturnType<typeof createGalleryRepository> & GalleryEventReads;

export type MediaRow = Selectable<MediaItemsTable>;
export type GalleryEvent = { id: number; uuid: string; event_name: string };
/** An item with the name of its event, which download file names carry. */
export type MediaWithEvent = MediaRow & { event_name: string; event_uuid: string };
/** Where an item sits in its tab's order (newest first, ties by id). */
export type TabPlace = Pick<MediaRow, 'event_id' | 'media_type' | 'captured_at' | 'id'>;

export function createGalleryRepository(db: Kysely<Database>) {
  const ofTab = (eventId: number, mediaType: MediaType) =>
    db.selectFrom('media_items').where('event_id', '=', eventId).where('media_type', '=', mediaType);
  const withEvent = () =>
    db
      .selectFrom('media_items')
      .innerJoin('events', 'events.id', 'media_items.event_id')
      .selectAll('media_items')
      .select(['events.event_name', 'events.uuid as event_uuid']);

  return {
    findOwnedItem(userId: number, mediaId: number): Promise<MediaWithEvent | undefined> {
      return withEvent().where('media_items.id', '=', mediaId).where('events.user_id', '=', userId).executeTakeFirst();
    },

    findItem(mediaId: number): Promise<MediaWithEvent | undefined> {
      return withEvent().where('media_items.id', '=', mediaId).executeTakeFirst();
    },

    /** How many items of these types the event has; `approvedOnly` counts what guests may see. */
    async countOfTypes(
      eventId: number,
      mediaTypes: readonly MediaType[],
      { approvedOnly = false }: { approvedOnly?: boolean } = {},
    ): Promise<number> {
      let query = db
        .selectFrom('media_items')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('event_id', '=', eventId)
        .where('media_type', 'in', mediaTypes);
      if (approvedOnly) query = query.where('moderation', '=', 'approved');
      const row = await query.executeTakeFirstOrThrow();
      // PostgreSQL counts as bigint, which pg hands over as text.
      return Number(row.count);
    },

    /** One page of a tab, newest capture first; the (event, type, captured, id) index serves it in order. */
    pageOfTab(eventId: number, mediaType: MediaType, limit: number, offset: number): Promise<MediaRow[]> {
      return ofTab(eventId, mediaType)
        .selectAll()
        .orderBy('captured_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute();
    },

    /** How many items of the tab come before this one (are newer). */
    async countNewer(place: TabPlace): Promise<number> {
      const row = await ofTab(place.event_id, place.media_type)
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where((eb) => eb(eb.refTuple('captured_at', 'id'), '>', eb.tuple(place.captured_at, place.id)))
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** The id of the item just newer or just older than this one in its tab. */
    async neighbourId(place: TabPlace, direction: 'newer' | 'older'): Promise<number | undefined> {
      const [operator, order] = direction === 'newer' ? (['>', 'asc'] as const) : (['<', 'desc'] as const);
      const row = await ofTab(place.event_id, place.media_type)
        .select('id')
        .where((eb) => eb(eb.refTuple('captured_at', 'id'), operator, eb.tuple(place.captured_at, place.id)))
        .orderBy('captured_at', order)
        .orderBy('id', order)
        .limit(1)
        .executeTakeFirst();
      return row?.id;
    },

    /** The id of the tab's newest or oldest item: where the slider wraps round to. */
    async endId(tab: Pick<TabPlace, 'event_id' | 'media_type'>, end: 'newest' | 'oldest'): Promise<number | undefined> {
      const order = end === 'newest' ? 'desc' : 'asc';
      const row = await ofTab(tab.event_id, tab.media_type)
        .select('id')
        .orderBy('captured_at', order)
        .orderBy('id', order)
        .limit(1)
        .executeTakeFirst();
      return row?.id;
    },

    async shareCounts(mediaId: number): Promise<Map<ShareChannel, number>> {
      const rows = await db
        .selectFrom('shares')
        .select(['channel', (eb) => eb.fn.countAll<number | string>().as('count')])
        .where('media_id', '=', mediaId)
        // A guest's message share counts once delivered, as in the dashboard's counts.
        .where('state', '=', 'sent')
        .where('purpose', '=', 'share')
        .groupBy('channel')
        .execute();
      return new Map(rows.map((row) => [row.channel, Number(row.count)]));
    },

    /** The next `limit` approved items of the given types after `after`, oldest first, for the archive. */
    batchOfTypes(
      eventId: number,
      mediaTypes: readonly MediaType[],
      after: TabPlace | undefined,
      limit: number,
    ): Promise<MediaRow[]> {
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

    /** One 'download' share per item; the activity triggers count them for the dashboard too. */
    async recordDownloads(items: readonly Pick<MediaRow, 'id' | 'event_id'>[], nowIso: string): Promise<void> {
      if (items.length === 0) return;
      await db
        .insertInto('shares')
        .values(
          items.map((item) => ({
            event_id: item.event_id,
            media_id: item.id,
            channel: 'download',
            created_at: nowIso,
          })),
        )
        .execute();
    },
  };
}
