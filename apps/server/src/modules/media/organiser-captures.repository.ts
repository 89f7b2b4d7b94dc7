/**
 * Every capture of an event, whatever its moderation, read for the organiser's own views of it
 * (the gallery's tabs, one item with its neighbours) and for the downloads a link signed for the
 * organiser opens. Never a read for a guest: what guests may see is guest-captures.ts.
 */
import type { MediaType } from '@boothdeck/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { MediaItemRow } from './media.repository.ts';

/** Where a capture sits in its tab's order (newest first, ties by id). */
export type TabPlace = Pick<MediaItemRow, 'event_id' | 'media_type' | 'captured_at' | 'id'>;

export type OrganiserCaptures = ReturnType<typeof createOrganiserCapturesRepository>;

export function createOrganiserCapturesRepository(db: Kysely<Database>) {
  const ofTab = (eventId: number, mediaType: MediaType) =>
    db.selectFrom('media_items').where('event_id', '=', eventId).where('media_type', '=', mediaType);

  return {
    /** A capture by id, pending and rejected ones too: its caller has checked who may see it. */
    capture(mediaId: number): Promise<MediaItemRow | undefined> {
      return db.selectFrom('media_items').selectAll().where('id', '=', mediaId).executeTakeFirst();
    },

    /** These captures of the event, in no order; an id not among them is left out. */
    capturesOfEvent(eventId: number, mediaIds: readonly number[]): Promise<MediaItemRow[]> {
      if (mediaIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('media_items')
        .selectAll()
        .where('event_id', '=', eventId)
        .where('id', 'in', mediaIds)
        .execute();
    },

    /** How many captures the event has, whatever their moderation: all, or those of these types. */
    async countOfTypes(eventId: number, mediaTypes?: readonly MediaType[]): Promise<number> {
      let query = db
        .selectFrom('media_items')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('event_id', '=', eventId);
      if (mediaTypes) query = query.where('media_type', 'in', mediaTypes);
      const row = await query.executeTakeFirstOrThrow();
      // PostgreSQL counts as bigint, which pg hands over as text.
      return Number(row.count);
    },

    /** How many captures the event has of each type, whatever their moderation; a type without any is left out. */
    async countsByType(eventId: number): Promise<Map<MediaType, number>> {
      const rows = await db
        .selectFrom('media_items')
        .select((eb) => ['media_type', eb.fn.countAll<number | string>().as('count')])
        .where('event_id', '=', eventId)
        .groupBy('media_type')
        .execute();
      return new Map(rows.map((row) => [row.media_type, Number(row.count)]));
    },

    /** The event's captures per UTC minute of capture ('YYYY-MM-DDTHH:MM'), for hours on the event's clock. */
    async minuteCounts(eventId: number): Promise<{ minute: string; total: number }[]> {
      const rows = await db
        .selectFrom('media_items')
        .select((eb) => [
          eb.fn<string>('substr', ['captured_at', sql.lit(1), sql.lit(16)]).as('minute'),
          eb.fn.countAll<number | string>().as('total'),
        ])
        .where('event_id', '=', eventId)
        .groupBy('minute')
        .execute();
      return rows.map((row) => ({ minute: row.minute, total: Number(row.total) }));
    },

    /** One page of a tab, newest capture first; the (event, type, captured, id) index serves it in order. */
    pageOfTab(eventId: number, mediaType: MediaType, limit: number, offset: number): Promise<MediaItemRow[]> {
      return ofTab(eventId, mediaType)
        .selectAll()
        .orderBy('captured_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute();
    },

    /** How many captures of the tab come before this one (are newer). */
    async countNewer(place: TabPlace): Promise<number> {
      const row = await ofTab(place.event_id, place.media_type)
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where((eb) => eb(eb.refTuple('captured_at', 'id'), '>', eb.tuple(place.captured_at, place.id)))
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** The id of the capture just newer or just older than this one in its tab. */
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

    /** The id of the tab's newest or oldest capture: where the slider wraps round to. */
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
  };
}
