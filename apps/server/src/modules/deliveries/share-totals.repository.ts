/**
 * An event's sent guest shares, counted for its analytics straight from the delivery ledger, not
 * from `activity_counts` (whose days are the organiser's UTC days): one event's sent shares are a
 * range of the partial index `shares_event_sent`, read without touching the table.
 */
import type { ShareChannel } from '@boothdeck/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Sent shares in one UTC minute ('YYYY-MM-DDTHH:MM'): fine enough for any time zone's day. */
export type MinuteTotal = { minute: string; total: number };

export type ShareTotals = ReturnType<typeof createShareTotalsRepository>;

/** Said with the literal the partial index `shares_event_sent` was made with, so the planners can use it. */
const isSentGuestShare = sql<boolean>`state = 'sent' AND purpose = 'share'`;

// PostgreSQL counts as bigint, which pg hands over as text.
const count = (value: number | string) => Number(value);

export function createShareTotalsRepository(db: Kysely<Database>) {
  const sentShares = (eventId: number) =>
    db.selectFrom('shares').where('event_id', '=', eventId).where(isSentGuestShare);

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
  };
}
