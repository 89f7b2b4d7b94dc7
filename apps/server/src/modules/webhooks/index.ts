/**
 * Webhooks: the organiser's HTTPS endpoints, told of captures, leads, shares and vouchers as
 * they happen, by signed JSON bodies sent from background jobs with retries, each delivery
 * logged per endpoint. Other modules report what happened through `emit`, after their commit.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { JobType } from '../../platform/jobs/job-queue.ts';
import type { PlatformServices } from '../../platform/platform-services.ts';
import type { RateLimitRule } from '../../platform/rate-limit/rate-limiter.ts';
import type { SecretsBox } from '../../platform/sealed-secrets/sealed-secrets.ts';
import type { EventAccess } from '../events/index.ts';
import { createWebhookBodies } from './webhook-bodies.ts';
import { createWebhookEndpointsRepository } from './webhook-endpoints.repository.ts';
import { createWebhookEndpointsService } from './webhook-endpoints.service.ts';
import type { WebhookDeliveryJobPayload } from './webhook-jobs.ts';
import { webhookEventJob } from './webhook-jobs.ts';
import { createWebhookMissedEventsRepository } from './webhook-missed-events.repository.ts';
import { createWebhookOutboxRepository } from './webhook-outbox.repository.ts';
import { createWebhookOutbox } from './webhook-outbox.service.ts';
import { TEST_EVENTS_PER_ACCOUNT } from './webhook-rate-limits.ts';
import type { WebhookSendSettings } from './webhook-sender.ts';
import { webhookSubjectsOf } from './webhook-subjects.ts';
import { webhookEndpoints } from './webhooks.routes.ts';

export { type ErasedSubjects, webhookSubjectErasureOf } from './subject-erasure.repository.ts';
export { WEBHOOK_RETRY_DELAYS_MS, webhookDeliveryJob, webhookEventJob } from './webhook-jobs.ts';
export type { EmitWebhook } from './webhook-outbox.service.ts';
export { WEBHOOK_TIMEOUT_MS } from './webhook-sender.ts';
export { verifyWebhookSignature } from './webhook-signature.ts';
export type { WebhooksTables } from './webhooks.tables.ts';

type Dependencies = Pick<PlatformServices, 'db' | 'jobs' | 'rateLimiter'> & {
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  /** Its delivery job type, as declared to the queue (`webhookDeliveryJob`). */
  deliveryJob: JobType<WebhookDeliveryJobPayload>;
  sendSettings: WebhookSendSettings;
  /** Seals endpoints' secrets in the database, and unseals them to sign. */
  secretsBox: SecretsBox;
  /** The guest share view of a capture, named in `capture.created` bodies. */
  shareViewAddress: (eventUuid: string, mediaId: number) => string;
  events: EventAccess;
};

/** The module's rate-limit rules at their production values (production-costs.test.ts pins them). */
export const RATE_LIMIT_RULES: readonly RateLimitRule[] = [TEST_EVENTS_PER_ACCOUNT];

export function webhooksModule({
  db,
  jobs,
  rateLimiter,
  secretsBox,
  log,
  deliveryJob,
  sendSettings,
  shareViewAddress,
  events,
}: Dependencies) {
  const outbox = createWebhookOutbox({
    outbox: createWebhookOutboxRepository(db),
    missedEvents: createWebhookMissedEventsRepository(db),
    bodies: createWebhookBodies({ subjects: webhookSubjectsOf({ db, events }), shareViewAddress }),
    jobs,
    deliveryJob,
    sendSettings,
    secretsBox,
    log,
    events,
  });
  const service = createWebhookEndpointsService({
    repository: createWebhookEndpointsRepository(db),
    events,
    outbox,
    rateLimiter,
    secretsBox,
    allowPrivateAddresses: sendSettings.allowPrivateAddresses,
  });
  return {
    endpoints: webhookEndpoints(service),
    jobTypes: [webhookEventJob, deliveryJob],
    emit: outbox.emit,
    resumeQueued: outbox.resumeQueued,
    sealStoredSecrets: service.sealStoredSecrets,
  };
}
