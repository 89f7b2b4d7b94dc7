/**
 * Messages sent on an organiser's behalf — a guest's e-mail or SMS share, a message to captured
 * leads, a voucher — all go through one ledger. `queue` records a row as queued and answers at
 * once; a background job then makes the message and sends it, retrying a failed send and
 * recording each attempt, until the row is sent or failed. Each purpose registers how a row
 * becomes its message; the row is read afresh on every attempt, so a retry after a restart
 * sends what the row says now.
 *
 * Never twice: each attempt first claims its row (queued → sending, committed), then sends,
 * then records the outcome. A crash between the claim and the record leaves the row `sending`;
 * neither the mail outbox, SMTP nor the SMS providers here take an idempotency key that would
 * let a resend be recognised, so at start such rows become `unknown` (maybe delivered, never
 * sent again) and are logged for the operator, rather than risk a second, possibly paid, message.
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

/** Messages of one batch (`queueMany`, or the rows resumed at start) being sent at any one time. */
const BATCH_SENDS_AT_ONCE = 4;

/** What an `unknown` row's failure_reason says. */
export const INTERRUPTED_REASON =
  'The server stopped while this message was being sent; it may or may not have been delivered, and it is not sent again.';

export type ComposedMessage = { mail: MailMessage } | { sms: SmsMessage };

/** Makes the message of one ledger row; throwing fails the attempt with that reason. */
export type ComposeDelivery = (row: DeliveryRow) => Promise<ComposedMessage>;

type Dependencies = {
  repository: DeliveriesRepository;
  mailer: Pick<Mailer, 'send'>;
  sms: SmsSender;
  jobs: JobQueue;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
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
    if (!(await repository.claim(id, nowIso()))) return;
    let segments: number | null = null;
    if ('mail' in composed) {
      await deps.mailer.send(composed.mail);
    } else {
      await deps.sms.send(composed.sms);
      segments = smsSegments(composed.sms.text);
    }
    try {
      await repository.recordAttempt(id, { state: 'sent', failureReason: null, segments, nowIso: nowIso() });
    } catch (error) {
      // Sent: trying again would send it twice. The row stays `sending` and becomes `unknown` at start.
      deps.log.error({ err: error, delivery: id }, 'message sent, but its row could not be marked sent');
    }
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
    if (deps.jobs.stopping.aborted) return;
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
    const { stopping } = deps.jobs;
    // At shutdown each worker finishes its current row; the rest stay queued for the next start.
    const worker = async () => {
      for (let row = rows[next++]; row !== undefined && !stopping.aborted; row = rows[next++]) {
        const { id, channel } = row;
        await withRetries(() => attemptDelivery(id), retriesOf(id, channel), stopping);
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

    /**
     * At start, once every purpose is registered: rows a stop caught mid-send become `unknown`
     * (logged, never resent), and the queued rows are delivered again as one batch, a few at a
     * time, as a bulk send is.
     */
    async resumeQueued(): Promise<void> {
      const interrupted = await repository.markInterrupted(INTERRUPTED_REASON, nowIso());
      if (interrupted.length > 0) {
        deps.log.warn(
          { deliveries: interrupted.slice(0, 100), count: interrupted.length },
          'messages interrupted mid-send by a stop are marked unknown and not sent again',
        );
      }
      const queued = (await repository.queuedDeliveries()).filter(({ purpose }) => composers.has(purpose));
      if (queued.length > 0) deliverInTurn(queued);
    },
  };
}
