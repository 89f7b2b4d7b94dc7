/**
 * Telling endpoints what happened, at least once and never recorded twice.
 *
 * `emit` runs right after the change it reports is committed (a capture stored, a lead created,
 * a share sent, a voucher claimed): when the organiser has an endpoint for it, it writes a
 * pending event row and adds its job. The rows are the durable record: a sweep adds the jobs of
 * pending events and queued deliveries again (at start and every minute), so a process that
 * dies after the row is written loses nothing. The event's job makes its body once and writes
 * one delivery row per endpoint (unique per endpoint and event); each delivery's job signs and
 * posts that body, and records the attempt on the row only while the row is still queued.
 *
 * A process can also die between the commit and `emit`'s row: the sweep then records the events
 * of what happened in the last day with no row (webhook-missed-events.repository.ts), so a
 * capture, lead, share or claim an endpoint listens to is told about even then.
 *
 * An attempt that timed out may still have reached the endpoint, and a worker may die after the
 * endpoint answered: the next attempt sends the same body under the same event id, which is
 * what receivers drop duplicates by.
 */
import { randomBytes } from 'node:crypto';
import {
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_HEADERS,
  WEBHOOK_TEST_EVENT_TYPE,
  type WebhookEventType,
  webhookBodySchema,
} from '@boothdeck/contract';
import type { FastifyBaseLogger } from 'fastify';
import { attemptsOf, type JobAttempt, type JobQueue, type JobType } from '../../platform/jobs/job-queue.ts';
import type { SecretsBox } from '../../platform/sealed-secrets/sealed-secrets.ts';
import { DAY_MS, isoAfter, nowIso } from '../../shared/clock.ts';
import type { EventAccess } from '../events/index.ts';
import type { WebhookBodies } from './webhook-bodies.ts';
import { type WebhookDeliveryJobPayload, type WebhookEventJobPayload, webhookEventJob } from './webhook-jobs.ts';
import type { WebhookMissedEventsRepository } from './webhook-missed-events.repository.ts';
import type { WebhookOutboxRepository } from './webhook-outbox.repository.ts';
import { sendWebhookRequest, WebhookNotSent, type WebhookSendSettings } from './webhook-sender.ts';
import { signWebhook } from './webhook-signature.ts';

/** What a module that reports an event calls after its commit; it never throws. */
export type EmitWebhook = (type: WebhookEventType, subject: { eventId: number; subjectId: number }) => Promise<void>;

const USER_AGENT = 'Boothdeck-Webhooks/1';

/** How far back the sweep looks for what happened with no event row. */
const MISSED_EVENTS_LOOK_BACK_MS = DAY_MS;

const newEventId = () => `evt_${randomBytes(12).toString('hex')}`;

const isEventType = (type: string): type is WebhookEventType =>
  (WEBHOOK_EVENT_TYPES as readonly string[]).includes(type);

/** What the delivery log says of an answer that was not a 2xx. */
const reasonOfStatus = (status: number) =>
  status >= 300 && status < 400 ? `Answered ${status}; redirects are not followed.` : `Answered ${status}.`;

type Dependencies = {
  outbox: WebhookOutboxRepository;
  missedEvents: WebhookMissedEventsRepository;
  bodies: WebhookBodies;
  jobs: JobQueue;
  /** The delivery job type as declared to the queue (`webhookDeliveryJob`). */
  deliveryJob: JobType<WebhookDeliveryJobPayload>;
  sendSettings: WebhookSendSettings;
  /** Unseals each endpoint's secret to sign with. */
  secretsBox: Pick<SecretsBox, 'open'>;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  /** Whose event an event of a webhook happened at. */
  events: Pick<EventAccess, 'eventById'>;
};

export type WebhookOutbox = ReturnType<typeof createWebhookOutbox>;

export function createWebhookOutbox({
  outbox,
  events,
  missedEvents,
  bodies,
  jobs,
  deliveryJob,
  sendSettings,
  secretsBox,
  log,
}: Dependencies) {
  /** Adds jobs; if that fails, the rows stay and the sweep adds them later. */
  async function addJobs<Payload>(type: JobType<Payload>, payloads: Payload[]): Promise<void> {
    if (payloads.length === 0 || jobs.stopping.aborted) return;
    try {
      await jobs.addMany(type, payloads);
    } catch (error) {
      log.error({ err: error, job: type.name, count: payloads.length }, 'webhook jobs could not be added yet');
    }
  }

  const deliver = (ids: readonly number[]) =>
    addJobs(
      deliveryJob,
      ids.map((deliveryId) => ({ deliveryId })),
    );

  async function fanOut({ webhookEventId: id }: WebhookEventJobPayload): Promise<void> {
    const event = await outbox.findEvent(id);
    if (event?.state !== 'pending' || event.subject_id === null || !isEventType(event.type)) return;
    const body = await bodies.bodyOf({
      id,
      type: event.type,
      subjectId: event.subject_id,
      createdAt: event.created_at,
    });
    if (body === undefined) {
      await outbox.removeEvent(id);
      return;
    }
    const target = { userId: event.user_id, type: event.type, eventId: event.event_id };
    await deliver(await outbox.fanOut(id, target, body, nowIso()));
  }

  async function attemptDelivery({ deliveryId: id }: WebhookDeliveryJobPayload, run: JobAttempt): Promise<void> {
    const delivery = await outbox.findDeliveryToSend(id);
    if (delivery?.state !== 'queued' || delivery.payload === null) return;
    const attempt = delivery.attempts + 1;
    // Counted on the row, so attempts before a restart add up with the ones after it.
    const isLastAttempt = run.isLastAttempt || attempt >= attemptsOf(deliveryJob);
    let status: number | null = null;
    let reason: string;
    try {
      status = await sendWebhookRequest(
        {
          url: delivery.url,
          body: delivery.payload,
          headers: {
            'content-type': 'application/json',
            'user-agent': USER_AGENT,
            [WEBHOOK_HEADERS.signature]: signWebhook(secretsBox.open(delivery.secret), delivery.payload),
            [WEBHOOK_HEADERS.eventId]: delivery.webhookEventId,
            [WEBHOOK_HEADERS.eventType]: delivery.type,
            [WEBHOOK_HEADERS.attempt]: String(attempt),
          },
        },
        sendSettings,
      );
      if (status >= 200 && status < 300) {
        await outbox.recordAttempt(id, {
          state: 'delivered',
          responseStatus: status,
          failureReason: null,
          nowIso: nowIso(),
        });
        return;
      }
      reason = reasonOfStatus(status);
    } catch (error) {
      if (!(error instanceof WebhookNotSent)) throw error;
      reason = error.message;
    }
    const state = isLastAttempt ? 'failed' : 'queued';
    await outbox.recordAttempt(id, { state, responseStatus: status, failureReason: reason, nowIso: nowIso() });
    if (isLastAttempt) {
      log.warn({ webhookDelivery: id, attempts: attempt }, 'webhook not delivered; no attempt left');
      return;
    }
    // Fails the attempt, so the queue tries again after the next wait.
    throw new WebhookNotSent(reason);
  }

  jobs.handle(webhookEventJob, fanOut);
  jobs.handle(deliveryJob, attemptDelivery);

  const emit: EmitWebhook = async (type, { eventId, subjectId }) => {
    try {
      const userId = (await events.eventById(eventId))?.user_id;
      if (userId === undefined || !(await outbox.isListening(userId, eventId, type))) return;
      const id = newEventId();
      const isNew = await outbox.insertPendingEvent({ id, type, subjectId, userId, eventId, nowIso: nowIso() });
      if (isNew) await addJobs(webhookEventJob, [{ webhookEventId: id }]);
    } catch (error) {
      log.error({ err: error, type, subject: subjectId }, 'a webhook event could not be recorded');
    }
  };

  return {
    emit,

    /**
     * Records a test event to one endpoint (already known to be the caller's), not yet sent;
     * answers its delivery's id for `send`. A crash before `send` leaves it queued for the sweep.
     */
    async recordTest(userId: number, endpointId: number): Promise<number> {
      const id = newEventId();
      const createdAt = nowIso();
      const body = webhookBodySchema.parse({
        id,
        type: WEBHOOK_TEST_EVENT_TYPE,
        created_at: createdAt,
        data: { endpoint_id: endpointId, message: 'A test event from Boothdeck: this endpoint is set up.' },
      });
      const event = { id, type: WEBHOOK_TEST_EVENT_TYPE, subjectId: null, userId, eventId: null, nowIso: createdAt };
      return outbox.insertTestEvent(event, JSON.stringify(body), endpointId);
    },

    /** Queues the jobs that send these recorded deliveries. */
    send: deliver,

    /**
     * At start and by the sweep: records the events that were never written, then adds again the
     * jobs of pending events and queued deliveries.
     */
    async resumeQueued(): Promise<void> {
      const since = isoAfter(-MISSED_EVENTS_LOOK_BACK_MS);
      for (const type of WEBHOOK_EVENT_TYPES) {
        for (const missed of await missedEvents.missed(type, since)) {
          await outbox.insertPendingEvent({ id: newEventId(), type, ...missed, nowIso: nowIso() });
        }
      }
      await addJobs(
        webhookEventJob,
        (await outbox.pendingEventIds()).map((webhookEventId) => ({ webhookEventId })),
      );
      await deliver(await outbox.queuedDeliveryIds());
    },
  };
}
