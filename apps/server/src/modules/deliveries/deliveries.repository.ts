/** All SQL of the delivery ledger: the queued, sending, sent, failed and unknown message rows of `shares`. */
import { randomBytes } from 'node:crypto';
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { DeliveryPurpose, SharesTable } from './deliveries.tables.ts';

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
  /** On an e-mail sent because the guest's SMS failed: that SMS's row (once per SMS). */
  fallbackOf?: number | null;
  /** The guest's language (a `GuestLanguage`): the message is made in it when the event offers it. */
  language?: string | null;
};

export type QueuedDelivery = Pick<DeliveryRow, 'id' | 'channel'>;

/** A row to (re)deliver: its id and how many times the organiser resent it, which names its job. */
export type DeliveryRound = Pick<DeliveryRow, 'id' | 'resends'>;

/** A delivery's random token: 24 bytes, unguessable, safe in a URL. */
export const newTrackingToken = () => randomBytes(24).toString('base64url');

export type DeliveryAttempt = {
  state: 'queued' | 'sent' | 'failed';
  failureReason: string | null;
  segments: number | null;
  nowIso: string;
};

/** Rows per INSERT of many deliveries: 16 values each, far under both drivers' parameter limits. */
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
  tracking_token: newTrackingToken(),
  fallback_of: delivery.fallbackOf ?? null,
  language: delivery.language ?? null,
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
     * Rows still `sending` that were claimed before `claimedBefore` (a stop caught them between
     * their claim and the provider's answer, or the write after the send failed) become
     * `unknown`, with the reason; answers their ids.
     */
    async markInterrupted(reason: string, nowIso: string, claimedBefore: string): Promise<number[]> {
      const rows = await db
        .updateTable('shares')
        .set({ state: 'unknown', failure_reason: reason, updated_at: nowIso })
        .where('state', '=', 'sending')
        .where('updated_at', '<', claimedBefore)
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
    queuedDeliveries(): Promise<(DeliveryRound & Pick<DeliveryRow, 'purpose'>)[]> {
      return db
        .selectFrom('shares')
        .select(['id', 'resends', 'purpose'])
        .where('state', '=', 'queued')
        .orderBy('id')
        .execute();
    },

    /** The first load of an e-mail's picture: `opened`; later loads and other rows change nothing. */
    async markOpened(token: string, nowIso: string): Promise<boolean> {
      const result = await db
        .updateTable('shares')
        .set({ opened_at: nowIso, updated_at: nowIso })
        .where('tracking_token', '=', token)
        .where('channel', '=', 'email')
        .where('state', '=', 'sent')
        .where('opened_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** The provider's report of a sent SMS on the handset; false when there is no such sent SMS. */
    async markDelivered(token: string, nowIso: string): Promise<boolean> {
      const result = await db
        .updateTable('shares')
        .set({ delivered_at: nowIso, updated_at: nowIso })
        .where('tracking_token', '=', token)
        .where('channel', '=', 'sms')
        .where('state', '=', 'sent')
        .where('delivered_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** The provider's report that a sent SMS never arrived: failed, with its reason; the row, if it was sent. */
    markUndelivered(token: string, reason: string, nowIso: string): Promise<DeliveryRow | undefined> {
      return db
        .updateTable('shares')
        .set({ state: 'failed', failure_reason: reason, delivered_at: null, updated_at: nowIso })
        .where('tracking_token', '=', token)
        .where('channel', '=', 'sms')
        .where('state', '=', 'sent')
        .returningAll()
        .executeTakeFirst();
    },

    /**
     * The leads of the event this message (channel, subject, text) was queued for since
     * `since`, except those it failed to reach: whatever selection reaches them again, it is
     * not sent to them a second time.
     */
    async leadsMessagedSince(
      message: { eventId: number; channel: 'email' | 'sms'; subject: string | null; message: string },
      since: string,
    ): Promise<Set<number>> {
      let query = db
        .selectFrom('shares')
        .select('lead_id')
        .where('event_id', '=', message.eventId)
        .where('created_at', '>=', since)
        .where('purpose', '=', 'lead_message')
        .where('channel', '=', message.channel)
        .where('message', '=', message.message)
        .where('state', '<>', 'failed')
        .where('lead_id', 'is not', null);
      query =
        message.subject === null ? query.where('subject', 'is', null) : query.where('subject', '=', message.subject);
      const rows = await query.execute();
      return new Set(rows.map((row) => row.lead_id as number));
    },

    /** Whether the booth's request that sent this SMS also sent the capture by e-mail. */
    async requestAlsoEmailed(sms: DeliveryRow): Promise<boolean> {
      if (sms.client_id === null) return false;
      const emailed = await db
        .selectFrom('shares')
        .select('id')
        .where('event_id', '=', sms.event_id)
        .where('client_id', '=', sms.client_id)
        .where('channel', '=', 'email')
        .executeTakeFirst();
      return emailed !== undefined;
    },

    /** A queued e-mail in a failed SMS's place; undefined when that SMS already has one. */
    async insertFallback(delivery: NewDelivery, nowIso: string): Promise<number | undefined> {
      const row = await db
        .insertInto('shares')
        .values(queuedRow(delivery, nowIso))
        .onConflict((conflict) => conflict.column('fallback_of').doNothing())
        .returning('id')
        .executeTakeFirst();
      return row?.id;
    },
  };
}
