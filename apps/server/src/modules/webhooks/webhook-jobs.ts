/**
 * The two background jobs of webhooks: `webhook-event` makes an event's body and fans it out to
 * one delivery per endpoint; `webhook-delivery` makes one attempt of one delivery, retried after
 * the waits below until the endpoint answers 2xx or the attempts run out.
 */
import { z } from 'zod';
import { defineJob } from '../../platform/jobs/job-queue.ts';
import { HOUR_MS, MINUTE_MS } from '../../shared/clock.ts';

/** Waits between a delivery's attempts: six attempts over about seven hours. */
export const WEBHOOK_RETRY_DELAYS_MS = [30_000, 2 * MINUTE_MS, 10 * MINUTE_MS, HOUR_MS, 6 * HOUR_MS] as const;

export type WebhookEventJobPayload = { webhookEventId: string };
export type WebhookDeliveryJobPayload = { deliveryId: number };

/** One job per event, named by it: adding it twice fans out once. */
export const webhookEventJob = defineJob<WebhookEventJobPayload>({
  name: 'webhook-event',
  payload: z.object({ webhookEventId: z.string().regex(/^evt_[0-9a-f]{24}$/) }),
  retryDelaysMs: [5_000, 30_000, 2 * MINUTE_MS],
  concurrency: 4,
  idOf: ({ webhookEventId }) => `webhook-event-${webhookEventId}`,
});

/** One job per delivery row, named by the row. */
export const webhookDeliveryJob = (retryDelaysMs: readonly number[] = WEBHOOK_RETRY_DELAYS_MS) =>
  defineJob<WebhookDeliveryJobPayload>({
    name: 'webhook-delivery',
    payload: z.object({ deliveryId: z.number().int().positive() }),
    retryDelaysMs,
    concurrency: 8,
    idOf: ({ deliveryId }) => `webhook-delivery-${deliveryId}`,
  });
