/**
 * Messages sent on an organiser's behalf — a guest's e-mail or SMS share, a message to captured
 * leads, a voucher — all go through one ledger. `queue` records a row as queued and answers at
 * once; a background job then makes the message and sends it, retrying a failed send and
 * recording each attempt, until the row is sent or failed. Each purpose registers how a row
 * becomes its message; the row is read afresh on every attempt, so a retry after a restart
 * sends what the row says now.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { DeliveryPurpose } from '../../db/schema.ts';
import { type JobQueue, type RetryPolicy, withRetries } from '../../platform/jobs/job-queue.ts';
import type { Mailer, MailMessage } from '../../platform/mail/mailer.ts';
import { smsSegments } from '../../platform/sms/sms-segments.ts';
import type { SmsMessage, SmsSender } from '../../platform/sms/sms-sender.ts';
import { nowIso } from '../../shared/clock.ts';
import type { DeliveriesRepository, DeliveryRow, NewDelivery, QueuedDelivery } from './deliveries.repository.ts';

/** Waits between attempts: three attempts over about a minute and a half. */
export const DELIVERY_RETRY_DELAYS_MS = [15_000, 75_000] as const;

/** Messages of one batch (`queueMany`) being sent at any one time. */
const BATCH_SENDS_AT_ONCE = 4;

export type ComposedMessage = { mail: MailMessage } | { sms: SmsMessage };

/** Makes the message of one ledger row; throwing fails the attempt with that reason. */
export type ComposeDelivery = (row: DeliveryRow) => Promise<ComposedMessage>;

type Dependencies = {
  repository: DeliveriesRepository;
  mailer: Pick<Mailer, 'send'>;
  sms: SmsSender;
  jobs: JobQueue;
  log: Pick<FastifyBaseLogger, 'warn'>;
  /** Waits between attempts (tests shorten them). */
  retryDelaysMs?: readonly number[];
};

export type DeliveryService = ReturnType<typeof createDeliveryService>;

/** A failure as the ledger keeps it: the sender's message, cut to a readable length. */
const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

export function createDeliveryService(deps: Dependencies) {
  const { repository } = deps;
  const retryDelaysMs = deps.retryDelaysMs ?? DELIVERY_RETRY_DELAYS_MS;
  const composers = new Map<DeliveryPurpose, ComposeDelivery>();

  async function attemptDelivery(id: number): Promise<void> {
    const row = await repository.findDelivery(id);
    if (row?.state !== 'queued') return;
    const compose = composers.get(row.purpose);
    if (!compose) throw new Error(`Nothing makes messages of purpose ${row.purpose}`);
    const composed = await compose(row);
    let segments: number | null = null;
    if ('mail' in composed) {
      await deps.mailer.send(composed.mail);
    } else {
      await deps.sms.send(composed.sms);
      segments = smsSegments(composed.sms.text);
    }
    await repository.recordAttempt(id, { state: 'sent', failureReason: null, segments, nowIso: nowIso() });
  }

  const retriesOf = (id: number, channel: string): RetryPolicy => ({
    delaysMs: retryDelaysMs,
    async onAttemptFailed(attempt, error, willRetry) {
      const failureReason = reasonOf(error);
      const state = willRetry ? 'queued' : 'failed';
      await repository.recordAttempt(id, { state, failureReason, segments: null, nowIso: nowIso() });
      if (!willRetry)
        deps.log.warn({ delivery: id, channel, attempts: attempt, reason: failureReason }, 'message not delivered');
    },
  });

  function deliver(id: number, channel: string): void {
    deps.jobs.enqueueWithRetries(`delivery-${channel}`, () => attemptDelivery(id), retriesOf(id, channel));
  }

  /**
   * Delivers many rows as one background job, a few at a time: a send to every lead of a large
   * event neither starts thousands of sends at once nor holds up the reply. A row that fails
   * waits out its retries in its own slot, so the other slots go on; rows that keep failing
   * slow the batch down by up to the retry delays each.
   */
  function deliverInTurn(rows: QueuedDelivery[]): void {
    let next = 0;
    const worker = async () => {
      for (let row = rows[next++]; row !== undefined; row = rows[next++]) {
        const { id, channel } = row;
        await withRetries(() => attemptDelivery(id), retriesOf(id, channel));
      }
    };
    deps.jobs.enqueue('delivery-batch', async () => {
      await Promise.all(Array.from({ length: BATCH_SENDS_AT_ONCE }, worker));
    });
  }

  return {
    /** How rows of `purpose` become messages; each purpose registers once, at start. */
    register(purpose: DeliveryPurpose, compose: ComposeDelivery): void {
      if (composers.has(purpose)) throw new Error(`Deliveries of purpose ${purpose} are already registered`);
      composers.set(purpose, compose);
    },

    /** Records the message as queued and starts its delivery; answers with the ledger row's id. */
    async queue(delivery: NewDelivery): Promise<number> {
      if (!composers.has(delivery.purpose)) throw new Error(`Nothing makes messages of purpose ${delivery.purpose}`);
      const id = await repository.insertQueued(delivery, nowIso());
      deliver(id, delivery.channel);
      return id;
    },

    /**
     * Records many messages as queued, a few hundred rows per INSERT as the batches come, and
     * delivers them in the background; answers how many were queued.
     */
    async queueMany(batches: AsyncIterable<NewDelivery[]>): Promise<number> {
      const queued: QueuedDelivery[] = [];
      for await (const batch of batches) {
        const unknown = batch.find((delivery) => !composers.has(delivery.purpose));
        if (unknown) throw new Error(`Nothing makes messages of purpose ${unknown.purpose}`);
        queued.push(...(await repository.insertQueuedMany(batch, nowIso())));
      }
      if (queued.length > 0) deliverInTurn(queued);
      return queued.length;
    },

    /** At start, once every purpose is registered: deliveries a stop cut short are queued again. */
    async resumeQueued(): Promise<void> {
      for (const { id, channel, purpose } of await repository.queuedDeliveries()) {
        if (composers.has(purpose)) deliver(id, channel);
      }
    },
  };
}
