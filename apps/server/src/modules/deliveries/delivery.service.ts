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
 * let a resend be recognised, so such rows become `unknown` (maybe delivered, never sent again)
 * and are logged for the operator, rather than risk a second, possibly paid, message: at start
 * in memory, and on either queue once past the sending deadline (`SENDING_DEADLINE_MS`).
 *
 * Every SMS is held to the event's SMS country rule just before it is sent, whichever path queued
 * it (a share, a voucher, a message to leads, a resend): a number the event does not text fails
 * its row at once, with the reason, and is never tried again.
 *
 * After the send: an e-mail carries a 1×1 picture at its row's random token, whose first load marks
 * it opened; an SMS through a provider that reports delivery names its row's token in the report's
 * address. An SMS that fails (after its last attempt, or as its provider reports) goes out once by
 * e-mail when the guest also gave an address. The organiser may send a failed row again: the row is
 * queued once more and a job of its own (named by the row's `resends`) runs the same path.
 */
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { defineJob, type JobAttempt, type JobQueue, type JobType } from '../../platform/jobs/job-queue.ts';
import type { Mailer, MailMessage } from '../../platform/mail/mailer.ts';
import { smsSegments } from '../../platform/sms/sms-segments.ts';
import type { SmsMessage, SmsSender } from '../../platform/sms/sms-sender.ts';
import { nowIso } from '../../shared/clock.ts';
import type { EventAccess } from '../events/index.ts';
import type { EmitWebhook } from '../webhooks/index.ts';
import type { DeliveriesRepository, DeliveryRound, DeliveryRow, NewDelivery } from './deliveries.repository.ts';
import type { DeliveryPurpose } from './deliveries.tables.ts';
import type { GuestEmailOf } from './guest-email.ts';
import { withOpenPicture } from './open-picture.ts';

/** Waits between attempts: three attempts over about a minute and a half. */
export const DELIVERY_RETRY_DELAYS_MS = [15_000, 75_000] as const;

/** Messages one worker sends at any one time: a bulk send never starts thousands at once. */
const SENDS_AT_ONCE = 4;

/** What an `unknown` row's failure_reason says. */
export const INTERRUPTED_REASON =
  'The server stopped, or lost its database, while this message was being sent; it may or may not have been delivered, and it is not sent again.';

/** A number the event does not text: the row fails at once, without more attempts. */
class RecipientRefused extends Error {}

/** The event's SMS country rule on a number: its international form, or why it is not texted. */
export type CheckSmsRecipient = (eventId: number, phone: string) => Promise<{ number: string } | { refusal: string }>;

/** `round`: how many times the organiser resent the row (absent for its first delivery). */
export type DeliveryJobPayload = { deliveryId: number; round?: number };

/**
 * One job per ledger row and round, named by both: adding a row's job twice sends nothing more,
 * and a resend is a job of its own even while the failed one is still kept (on Redis, for days).
 */
export const deliveryJob = (retryDelaysMs: readonly number[] = DELIVERY_RETRY_DELAYS_MS) =>
  defineJob<DeliveryJobPayload>({
    name: 'delivery',
    payload: z.object({ deliveryId: z.number().int().positive(), round: z.number().int().positive().optional() }),
    retryDelaysMs,
    concurrency: SENDS_AT_ONCE,
    idOf: ({ deliveryId, round }) => (round ? `delivery-${deliveryId}-resend-${round}` : `delivery-${deliveryId}`),
  });

export type ComposedMessage = { mail: MailMessage } | { sms: SmsMessage };

/** Makes the message of one ledger row; throwing fails the attempt with that reason. */
export type ComposeDelivery = (row: DeliveryRow) => Promise<ComposedMessage>;

type Dependencies = {
  repository: DeliveriesRepository;
  /** The e-mail address a failed SMS's guest also gave (guest-email.ts). */
  guestEmailOf: GuestEmailOf;
  mailer: Pick<Mailer, 'send'>;
  sms: SmsSender;
  jobs: JobQueue;
  /** The job type this service handles and adds (`deliveryJob`, declared to the queue). */
  job: JobType<DeliveryJobPayload>;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  /** Public addresses that carry a row's token: its e-mail's open picture, and its SMS's delivery report (when the provider reports). */
  receiptAddresses: { opened(token: string): string; smsReport?: (token: string) => string };
  emitWebhook: EmitWebhook;
  checkSmsRecipient: CheckSmsRecipient;
  events: Pick<EventAccess, 'eventById'>;
};

export type DeliveryService = ReturnType<typeof createDeliveryService>;

/** A failure as the ledger keeps it: the sender's message, cut to a readable length. */
const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

export function createDeliveryService(deps: Dependencies) {
  const { repository, jobs, job } = deps;
  const composers = new Map<DeliveryPurpose, ComposeDelivery>();

  /** The SMS to the number in international form; a number the event does not text is refused. */
  async function heldToCountryRule(row: DeliveryRow, composed: ComposedMessage): Promise<ComposedMessage> {
    if (!('sms' in composed)) return composed;
    const checked = await deps.checkSmsRecipient(row.event_id, composed.sms.to);
    if ('refusal' in checked) throw new RecipientRefused(checked.refusal);
    return { sms: { ...composed.sms, to: checked.number } };
  }

  async function sendClaimed(row: DeliveryRow): Promise<void> {
    const compose = composers.get(row.purpose);
    if (!compose) throw new Error(`Nothing makes messages of purpose ${row.purpose}`);
    const composed = await heldToCountryRule(row, await compose(row));
    if (!(await repository.claim(row.id, nowIso()))) return;
    let segments: number | null = null;
    const token = row.tracking_token;
    const { opened, smsReport } = deps.receiptAddresses;
    if ('mail' in composed) {
      await deps.mailer.send(token ? withOpenPicture(composed.mail, opened(token)) : composed.mail);
    } else {
      await deps.sms.send(token && smsReport ? { ...composed.sms, statusCallback: smsReport(token) } : composed.sms);
      segments = smsSegments(composed.sms.text);
    }
    try {
      await repository.recordAttempt(row.id, { state: 'sent', failureReason: null, segments, nowIso: nowIso() });
    } catch (error) {
      // Sent: trying again would send it twice. The row stays `sending` and becomes `unknown`.
      deps.log.error({ err: error, delivery: row.id }, 'message sent, but its row could not be marked sent');
      return;
    }
    if (row.purpose === 'share') await deps.emitWebhook('share.sent', { eventId: row.event_id, subjectId: row.id });
  }

  /**
   * One attempt of the row's job. A row found `sending` was claimed by a worker that stopped
   * before recording the outcome (its job came back after the worker died): it may have gone
   * out, so it becomes `unknown` and is never sent again.
   */
  async function attemptDelivery({ deliveryId: id }: DeliveryJobPayload, run: JobAttempt): Promise<void> {
    const row = await repository.findDelivery(id);
    if (row?.state === 'sending') {
      if (await repository.markOneInterrupted(id, INTERRUPTED_REASON, nowIso())) {
        deps.log.warn({ delivery: id }, 'a message interrupted mid-send is marked unknown and not sent again');
      }
      return;
    }
    if (row?.state !== 'queued') return;
    try {
      await sendClaimed(row);
    } catch (error) {
      const failureReason = reasonOf(error);
      const final = run.isLastAttempt || error instanceof RecipientRefused;
      await repository.recordAttempt(id, {
        state: final ? 'failed' : 'queued',
        failureReason,
        segments: null,
        nowIso: nowIso(),
      });
      if (final) {
        deps.log.warn(
          { delivery: id, channel: row.channel, attempts: run.attempt, reason: failureReason },
          'message not delivered',
        );
        await fallBackByEmail(row);
      }
      if (!(error instanceof RecipientRefused)) throw error;
    }
  }

  jobs.handle(job, attemptDelivery);

  /**
   * Adds the rows' jobs. If that fails (Redis away), the rows stay queued and the next sweep or
   * start adds them: the reply that queued them stands.
   */
  async function deliver(rows: readonly DeliveryRound[]): Promise<void> {
    if (rows.length === 0 || jobs.stopping.aborted) return;
    try {
      await jobs.addMany(
        job,
        rows.map(({ id, resends }) => (resends > 0 ? { deliveryId: id, round: resends } : { deliveryId: id })),
      );
    } catch (error) {
      deps.log.error({ err: error, deliveries: rows.length }, 'messages queued, but their jobs could not be added yet');
    }
  }

  const firstRound = (ids: readonly number[]): DeliveryRound[] => ids.map((id) => ({ id, resends: 0 }));

  /**
   * A failed SMS goes out by e-mail when the guest also gave an address: a new row linked to the
   * SMS, which the unique `fallback_of` lets exist once, however often the SMS fails.
   */
  async function fallBackByEmail(sms: DeliveryRow): Promise<void> {
    if (sms.channel !== 'sms' || !composers.has(sms.purpose)) return;
    try {
      const email = await deps.guestEmailOf(sms);
      if (!email) return;
      const subject = sms.subject?.trim()
        ? sms.subject
        : `A message from ${(await deps.events.eventById(sms.event_id))?.event_name ?? ''}`;
      const id = await repository.insertFallback(
        {
          eventId: sms.event_id,
          purpose: sms.purpose,
          channel: 'email',
          recipient: email,
          mediaId: sms.media_id,
          leadId: sms.lead_id,
          voucherId: sms.voucher_id,
          subject,
          message: sms.message,
          fallbackOf: sms.id,
          language: sms.language,
        },
        nowIso(),
      );
      if (id !== undefined) await deliver(firstRound([id]));
    } catch (error) {
      deps.log.error({ err: error, delivery: sms.id }, 'the e-mail in place of a failed SMS could not be queued');
    }
  }

  return {
    /**
     * The leads of the event this message (channel, subject, text) was queued for since
     * `since`, except those it failed to reach: a message to leads is not sent to them twice.
     */
    leadsMessagedSince: repository.leadsMessagedSince,

    /** How rows of `purpose` become messages; each purpose registers once, at start. */
    register(purpose: DeliveryPurpose, compose: ComposeDelivery): void {
      if (composers.has(purpose)) throw new Error(`Deliveries of purpose ${purpose} are already registered`);
      composers.set(purpose, compose);
    },

    /** Records the message as queued and starts its delivery; answers with the ledger row's id. */
    async queue(delivery: NewDelivery): Promise<number> {
      if (!composers.has(delivery.purpose)) throw new Error(`Nothing makes messages of purpose ${delivery.purpose}`);
      const id = await repository.insertQueued(delivery, nowIso());
      await deliver(firstRound([id]));
      return id;
    },

    /**
     * Records many messages as queued, a few hundred rows per INSERT as the batches come, and
     * delivers them in the background; answers how many were queued.
     */
    async queueMany(batches: AsyncIterable<NewDelivery[]>): Promise<number> {
      const queued: number[] = [];
      for await (const batch of batches) {
        const unknown = batch.find((delivery) => !composers.has(delivery.purpose));
        if (unknown) throw new Error(`Nothing makes messages of purpose ${unknown.purpose}`);
        queued.push(...(await repository.insertQueuedMany(batch, nowIso())).map((row) => row.id));
      }
      await deliver(firstRound(queued));
      return queued.length;
    },

    /**
     * Rows still `sending` that were claimed before `claimedBefore` become `unknown` (logged,
     * never resent): at start (in memory, every row a stop caught mid-send) and, on either
     * queue, by the sweep once a row is past the sending deadline: a send whose outcome could
     * not be written, or whose worker died, is settled rather than left "in flight".
     */
    async settleInterrupted(claimedBefore: string): Promise<void> {
      const interrupted = await repository.markInterrupted(INTERRUPTED_REASON, nowIso(), claimedBefore);
      if (interrupted.length > 0) {
        deps.log.warn(
          { deliveries: interrupted.slice(0, 100), count: interrupted.length },
          'messages interrupted mid-send are marked unknown and not sent again',
        );
      }
    },

    /**
     * Adds the job of every queued row again: at start, and now and then after it, for rows
     * whose job was lost (a crash between the row's commit and the job's add, or the in-memory
     * queue of a stopped process). A row whose job is still kept gets no second one.
     */
    async resumeQueued(): Promise<void> {
      const queued = (await repository.queuedDeliveries()).filter(({ purpose }) => composers.has(purpose));
      await deliver(queued);
    },

    /** Rows the organiser's resend queued again (their `resends` already counted up): each runs a job of its own. */
    redeliver: deliver,

    /** What a failed SMS's guest gets instead, when they also gave an e-mail address. */
    fallBackByEmail,
  };
}
