/** The sent SMS rows of the ledger, for the bills of one organiser's events (the sms-billing module). */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Sent SMS of one event within a billing month. */
export type SentSmsOfEvent = { event_id: number; messages: number; segments: number };

/** How many SMS were sent in one UTC hour ('YYYY-MM-DDTHH'). */
export type SentHourRow = { hour: string; messages: number };

export type SentSms = ReturnType<typeof createSentSmsRepository>;

export function createSentSmsRepository(db: Kysely<Database>) {
  // A row sent before the ledger kept sent_at was sent when it was written.
  const sentAt = sql<string>`coalesce(sent_at, created_at)`;
  // The segment count is recorded when an SMS is sent; a row from before that counts as one.
  const segments = sql<number>`coalesce(${sql.ref('segments')}, 1)`;

  const sentSmsOf = (eventIds: readonly number[]) =>
    db.selectFrom('shares').where('event_id', 'in', eventIds).where('channel', '=', 'sms').where('state', '=', 'sent');

  return {
    /**
     * Sent SMS of these events counted per UTC hour: few rows however many messages, and every
     * zone that bills by whole-hour offsets can place each hour in its month.
     */
    async sentHours(eventIds: readonly number[]): Promise<SentHourRow[]> {
      if (eventIds.length === 0) return [];
      const hour = sql<string>`substr(${sentAt}, 1, 13)`;
      const rows = await sentSmsOf(eventIds)
        .select([hour.as('hour'), (eb) => eb.fn.countAll<number | string>().as('messages')])
        .groupBy(hour)
        .execute();
      return rows.map((row) => ({ hour: row.hour, messages: Number(row.messages) }));
    },

    /** Sent SMS per event of these whose sending time lies in [from, to) (ISO instants), by event id. */
    async perEvent(eventIds: readonly number[], from: string, to: string): Promise<SentSmsOfEvent[]> {
      if (eventIds.length === 0) return [];
      const rows = await sentSmsOf(eventIds)
        .where(sentAt, '>=', from)
        .where(sentAt, '<', to)
        .select((eb) => [
          'event_id',
          eb.fn.countAll<number | string>().as('messages'),
          eb.fn.sum<number | string>(segments).as('segments'),
        ])
        .groupBy('event_id')
        .orderBy('event_id')
        .execute();
      return rows.map((row) => ({ ...row, messages: Number(row.messages), segments: Number(row.segments) }));
    },
  };
}
