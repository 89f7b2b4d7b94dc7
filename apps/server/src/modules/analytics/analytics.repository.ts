/**
 * All SQL of analytics: the gallery views of an event's items, counted as guests open them.
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
