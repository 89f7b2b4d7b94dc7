/** All SQL of SMS billing: the sent SMS rows of the delivery ledger, for one organiser's events. */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Sent SMS of one event within a billing month. */
export type BilledEventRow = { event_id: number; event_name: string; messages: number; segments: number };

/** How many SMS were sent in one UTC hour ('YYYY-MM-DDTHH'). */
export type SentHourRow = { hour: string; messages: number };

export type SmsBillingRepository = ReturnType<typeof createSmsBillingRepository>;

export function createSmsBillingRepository(db: Kysely<Database>) {
  // A row sent before the ledger kept sent_at was sent when it was written.
  const sentAt = sql<string>`coalesce(s.sent_at, s.created_at)`;
  // The segment count is recorded when an SMS is sent; a row from before that counts as one.
  const segments = sql<number>`coalesce(${sql.ref('s.segments')}, 1)`;

  const organiserSentSms = (userId: number) =>
    db
      .selectFrom('shares as s')
      .innerJoin('events as e', 'e.id', 's.event_id')
      .where('e.user_id', '=', userId)
      .where('s.channel', '=', 'sms')
      .where('s.state', '=', 'sent');

  return {
    /**
     * Sent SMS counted per UTC hour: few rows however many messages, and every zone that bills
     * by whole-hour offsets can place each hour in its month.
     */
    async sentHours(userId: number): Promise<SentHourRow[]> {
      const hour = sql<string>`substr(${sentAt}, 1, 13)`;
      const rows = await organiserSentSms(userId)
        .select([hour.as('hour'), (eb) => eb.fn.countAll<number | string>().as('messages')])
        .groupBy(hour)
        .execute();
      return rows.map((row) => ({ hour: row.hour, messages: Number(row.messages) }));
    },

    /** Sent SMS per event whose sending time lies in [from, to) (ISO instants). */
    async billedEvents(userId: number, from: string, to: string): Promise<BilledEventRow[]> {
      const rows = await organiserSentSms(userId)
        .where(sentAt, '>=', from)
        .where(sentAt, '<', to)
        .select((eb) => [
          'e.id as event_id',
          'e.event_name',
          eb.fn.countAll<number | string>().as('messages'),
          eb.fn.sum<number | string>(segments).as('segments'),
        ])
        .groupBy(['e.id', 'e.event_name'])
        .orderBy('e.id')
        .execute();
      return rows.map((row) => ({ ...row, messages: Number(row.messages), segments: Number(row.segments) }));
    },
  };
}
