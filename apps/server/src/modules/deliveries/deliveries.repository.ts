/** All SQL of the delivery ledger: the queued, sending, sent, failed and unknown message rows of `shares`. */
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, DeliveryPurpose, SharesTable } from '../../db/schema.ts';

export type DeliveriesRepository = ReturnType<typeof createDeliveriesRepository>;

export type DeliveryRow = Selectable<SharesTable>;

export type NewDelivery = {
  eventId: number;
  purpose: DeliveryPurpose;
  channel: 'email' | 'sms';
  recipient: string;
  mediaId?: number | null;
  leadId?: number | null;
  voucherId?: number | null;
  subject?: string | null;
  message?: string | null;
  /** A booth's own id for the request, unique per event and channel: a second queue of it is refused. */
  clientId?: string | null;
};

export type QueuedDelivery = Pick<DeliveryRow, 'id' | 'channel'>;

export type DeliveryAttempt = {
  state: 'queued' | 'sent' | 'failed';
  failureReason: string | null;
  segments: number | null;
  nowIso: string;
};

/** Rows per INSERT of many deliveries: 14 values each, far under both drivers' parameter limits. */
const ROWS_PER_INSERT = 500;

const queuedRow = (delivery: NewDelivery, nowIso: string): Insertable<SharesTable> => ({
  event_id: delivery.eventId,
  purpose: delivery.purpose,
  channel: delivery.channel,
  recipient: delivery.recipient,
  media_id: delivery.mediaId ?? null,
  lead_id: delivery.leadId ?? null,
  voucher_id: delivery.voucherId ?? null,
  subject: delivery.subject ?? null,
  message: delivery.message ?? null,
  client_id: delivery.clientId ?? null,
  state: 'queued',
  created_at: nowIso,
  updated_at: nowIso,
});

export function createDeliveriesRepository(db: Kysely<Database>) {
  return {
    async insertQueued(delivery: NewDelivery, nowIso: string): Promise<number> {
      const row = await db
        .insertInto('shares')
        .values(queuedRow(delivery, nowIso))
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** Many queued rows, a multi-row INSERT per few hundred; answers their ids and channels. */
    async insertQueuedMany(deliveries: readonly NewDelivery[], nowIso: string): Promise<QueuedDelivery[]> {
      const ids: QueuedDelivery[] = [];
      for (let start = 0; start < deliveries.length; start += ROWS_PER_INSERT) {
        const rows = deliveries.slice(start, start + ROWS_PER_INSERT).map((delivery) => queuedRow(delivery, nowIso));
        ids.push(...(await db.insertInto('shares').values(rows).returning(['id', 'channel']).execute()));
      }
      return ids;
    },

    findDelivery(id: number): Promise<DeliveryRow | undefined> {
      return db.selectFrom('shares').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /**
     * Takes a queued row for one send attempt (queued → sending); false when it is no longer
     * queued. Committed before the message goes out, so a crash during the send leaves the row
     * `sending`, never `queued` for a restart to send again.
     */
    async claim(id: number, nowIso: string): Promise<boolean> {
      const result = await db
        .updateTable('shares')
        .set({ state: 'sending', updated_at: nowIso })
        .where('id', '=', id)
        .where('state', '=', 'queued')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /**
     * Records one more attempt and its outcome; a row already sent, failed or unknown is left as
     * it is. Counted on the row, so attempts before a restart add up with the ones after it.
     */
    async recordAttempt(id: number, attempt: DeliveryAttempt): Promise<void> {
      await db
        .updateTable('shares')
        .set((eb) => ({
          state: attempt.state,
          attempts: eb('attempts', '+', 1),
          failure_reason: attempt.failureReason,
          segments: attempt.segments,
          sent_at: attempt.state === 'sent' ? attempt.nowIso : null,
          updated_at: attempt.nowIso,
        }))
        .where('id', '=', id)
        .where('state', 'in', ['queued', 'sending'])
        .execute();
    },

    /**
     * At start: rows a stop caught between their claim and the provider's answer become
     * `unknown`, with the reason; answers their ids.
     */
    async markInterrupted(reason: string, nowIso: string): Promise<number[]> {
      const rows = await db
        .updateTable('shares')
        .set({ state: 'unknown', failure_reason: reason, updated_at: nowIso })
        .where('state', '=', 'sending')
        .returning('id')
        .execute();
      return rows.map((row) => row.id);
    },

    /** One row found mid-send when its job came back to a worker: `unknown`; false if it was not `sending`. */
    async markOneInterrupted(id: number, reason: string, nowIso: string): Promise<boolean> {
      const result = await db
        .updateTable('shares')
        .set({ state: 'unknown', failure_reason: reason, updated_at: nowIso })
        .where('id', '=', id)
        .where('state', '=', 'sending')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Deliveries a stop cut short, oldest first. */
    queuedDeliveries(): Promise<(QueuedDelivery & Pick<DeliveryRow, 'purpose'>)[]> {
      return db
        .selectFrom('shares')
        .select(['id', 'channel', 'purpose'])
        .where('state', '=', 'queued')
        .orderBy('id')
        .execute();
    },
  };
}
