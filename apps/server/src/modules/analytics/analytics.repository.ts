/**
 * All SQL of analytics: the gallery views of an event's items and its visitors, counted as guests open them.
 * What it counts of other modules' tables (captures, shares, leads, vouchers) is read through
 * their owners (analytics-reads.ts).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export type AnalyticsRepository = ReturnType<typeof createAnalyticsRepository>;

/** An item's views. */
export type ItemViews = { media_id: number; views: number };

// PostgreSQL counts as bigint, which pg hands over as text.
const count = (value: number | string | null | undefined) => Number(value ?? 0);

export function createAnalyticsRepository(db: Kysely<Database>) {
  return {
    async countViews(eventId: number): Promise<number> {
      const row = await db
        .selectFrom('media_views')
        .select((eb) => eb.fn.sum<number | string | null>('views').as('views'))
        .where('event_id', '=', eventId)
        .executeTakeFirstOrThrow();
      return count(row.views);
    },

    /** The items opened most, most first; ties go to the newer item. */
    mostViewed(eventId: number, limit: number): Promise<ItemViews[]> {
      return db
        .selectFrom('media_views')
        .select(['media_id', 'views'])
        .where('event_id', '=', eventId)
        .orderBy('views', 'desc')
        .orderBy('media_id', 'desc')
        .limit(limit)
        .execute();
    },

    async countVisitors(eventId: number): Promise<number> {
      const row = await db
        .selectFrom('gallery_visitors')
        .select((eb) => eb.fn.countAll<number | string>().as('visitors'))
        .where('event_id', '=', eventId)
        .executeTakeFirstOrThrow();
      return count(row.visitors);
    },

    /** A visitor opened the event's gallery; their first visit makes their row. */
    async recordVisitor(eventId: number, visitor: string, nowIso: string): Promise<void> {
      await db
        .insertInto('gallery_visitors')
        .values({ event_id: eventId, visitor, first_seen_at: nowIso })
        .onConflict((conflict) => conflict.columns(['event_id', 'visitor']).doNothing())
        .execute();
    },

    /** One more view of an item; its first view makes its counter. */
    async recordView(mediaId: number, eventId: number): Promise<void> {
      await db
        .insertInto('media_views')
        .values({ media_id: mediaId, event_id: eventId, views: 1 })
        .onConflict((conflict) =>
          conflict.column('media_id').doUpdateSet((eb) => ({ views: eb('media_views.views', '+', 1) })),
        )
        .execute();
    },
  };
}
