/** SMS rows of the delivery ledger written straight to the database, as a delivery leaves them. */
import type { ShareState } from '@boothdeck/contract';
import type { FastifyInstance } from 'fastify';

export type LedgerSms = {
  eventId: number;
  /** When it was sent (or, for a queued or failed one, written). */
  at: string;
  state?: ShareState;
  /** Null for a row from before segments were recorded. */
  segments?: number | null;
  channel?: 'sms' | 'email';
  /** A row from before the ledger recorded sent_at: only created_at tells when. */
  withoutSentAt?: boolean;
};

export async function addLedgerRows(app: FastifyInstance, rows: LedgerSms[]): Promise<void> {
  await app.platform.database.db
    .insertInto('shares')
    .values(
      rows.map((row) => {
        const state = row.state ?? 'sent';
        return {
          event_id: row.eventId,
          channel: row.channel ?? 'sms',
          recipient: row.channel === 'email' ? 'guest@example.com' : '61400000000',
          created_at: row.at,
          state,
          attempts: 1,
          sent_at: state === 'sent' && !row.withoutSentAt ? row.at : null,
          segments: row.segments === undefined ? 1 : row.segments,
        };
      }),
    )
    .execute();
}
