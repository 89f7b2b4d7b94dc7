/**
 * All SQL of one event's analytics. Events are found through their organiser, so another
 * organiser's event is not found; everything else reads by the event's id.
 *
 * Shares are counted straight from the delivery ledger, not from `activity_counts` (whose days
 * are the organiser's UTC days): one event's sent shares are a range of the partial index
 * `shares_event_sent`, read without touching the table.
 */
import type { ShareChannel } from '@boothdeck/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { MediaRow } from '../gallery/index.ts';

export type AnalyticsRepository = ReturnType<typeof createAnalyticsRepository>;

/** Sent shares in one UTC minute ('YYYY-MM-DDTHH:MM'): fine enough for any time zone's day. */
export type MinuteTotal = { minute: string; total: number };
export type ViewedItem = MediaRow & { views: number };

/** Said with the literal the partial index `shares_event_sent` was made with, so the planners can use it. */
const isSentGuestShare = sql<boolean>`state = 'sent' AND purpose = 'share'`;

// PostgreSQL counts as bigint, which pg hands over as text.
const count = (value: number | string | null | undefined) => Number(value ?? 0);

export function createAnalyticsRepository(db: Kysely<Database>) {
  const sentShares = (eventId: number) =>
    db.selectFrom('shares').where('event_id', '=', eventId).where(isSentGuestShare);

  const countOf = async (table: 'media_items' | 'leads', eventId: number) => {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('event_id', '=', eventId)
      .executeTakeFirstOrThrow();
    return count(row.n);
  };

  return {
    /**
     * Sent shares per UTC minute from `fromIso` on, of the given channels. Naming the channels
     * (all of them for the total) lets both planners read each channel's range of the index.
     */
    async minuteTotals(eventId: number, fromIso: string, channels: readonly ShareChannel[]): Promise<MinuteTotal[]> {
      const rows = await sentShares(eventId)
        .select((eb) => [
          eb.fn<string>('substr', ['created_at', sql.lit(1), sql.lit(16)]).as('minute'),
          eb.fn.countAll<number | string>().as('total'),
        ])
        .where('channel', 'in', channels)
        .where('created_at', '>=', fromIso)
        .groupBy('minute')
        .execute();
      return rows.map((row) => ({ minute: row.minute, total: count(row.total) }));
    },

    /** All-time sent shares per channel; a channel without any is left out. */
    async channelTotals(eventId: number): Promise<Map<ShareChannel, number>> {
      const rows = await sentShares(eventId)
        .select((eb) => ['channel', eb.fn.countAll<number | string>().as('total')])
        .groupBy('channel')
        .execute();
      return new Map(rows.map((row) => [row.channel, count(row.total)]));
    },

    countMedia: (eventId: number) => countOf('media_items', eventId),
    countLeads: (eventId: number) => countOf('leads', eventId),

    async countViews(eventId: number): Promise<number> {
      const row = await db
        .selectFrom('media_views')
        .select((eb) => eb.fn.sum<number | string | null>('views').as('views'))
        .where('event_id', '=', eventId)
        .executeTakeFirstOrThrow();
      return count(row.views);
    },

    async countClaimedVouchers(eventId: number): Promise<number> {
      const row = await db
        .selectFrom('vouchers')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('event_id', '=', eventId)
        .where('claimed_at', 'is not', null)
        .executeTakeFirstOrThrow();
      return count(row.n);
    },

    /** The items opened most, most first; ties go to the newer item. */
    mostViewed(eventId: number, limit: number): Promise<ViewedItem[]> {
      return db
        .selectFrom('media_views')
        .innerJoin('media_items', 'media_items.id', 'media_views.media_id')
        .selectAll('media_items')
        .select('media_views.views')
        .where('media_views.event_id', '=', eventId)
        .orderBy('media_views.views', 'desc')
        .orderBy('media_views.media_id', 'desc')
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
