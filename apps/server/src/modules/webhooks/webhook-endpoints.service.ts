/**
 * The organiser's webhook endpoints: add (the secret is answered this once), list, remove, send a
 * test event, read the delivery log. Every call reaches only the caller's own endpoints; anyone
 * else's is not found.
 */

import { isIP } from 'node:net';
import {
  type AddWebhookBody,
  type AddWebhookReply,
  WEBHOOK_DELIVERIES_PER_PAGE,
  WEBHOOK_ENDPOINTS_MAX,
  WEBHOOK_MESSAGES,
  type WebhookDeliveriesReply,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEventType,
} from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter.ts';
import type { SecretsBox } from '../../platform/sealed-secrets/sealed-secrets.ts';
import { AppError } from '../../shared/app-error.ts';
import { nowIso } from '../../shared/clock.ts';
import { pageOf } from '../../shared/paging.ts';
import type { EventAccess } from '../events/index.ts';
import { isPublicAddress } from './public-address.ts';
import type {
  WebhookDeliveryRow,
  WebhookEndpointRow,
  WebhookEndpointsRepository,
} from './webhook-endpoints.repository.ts';
import type { WebhookOutbox } from './webhook-outbox.service.ts';
import { TEST_EVENTS_PER_ACCOUNT } from './webhook-rate-limits.ts';
import { newWebhookSecret } from './webhook-signature.ts';

type Dependencies = {
  repository: WebhookEndpointsRepository;
  events: Pick<EventAccess, 'ownedEvent'>;
  outbox: Pick<WebhookOutbox, 'recordTest' | 'send'>;
  rateLimiter: RateLimiter;
  /** Seals each secret before it is stored, and unseals it to show its hint. */
  secretsBox: SecretsBox;
  /** Loopback, private addresses and plain http allowed (tests only). */
  allowPrivateAddresses: boolean;
};

export type WebhookEndpointsService = ReturnType<typeof createWebhookEndpointsService>;

/** The endpoint as its owner sees it; `secret` is its secret unsealed, of which only a hint is shown. */
const toEndpoint = (row: WebhookEndpointRow, secret: string): WebhookEndpoint => ({
  id: row.id,
  url: row.url,
  event_type: row.event_type as WebhookEventType | null,
  event_id: row.event_id,
  secret_hint: `${secret.slice(0, 6)}…${secret.slice(-4)}`,
  created_at: row.created_at,
});

const toDelivery = (row: WebhookDeliveryRow): WebhookDelivery => ({
  id: row.id,
  event_id: row.webhook_event_id,
  event_type: row.type,
  state: row.state,
  attempts: row.attempts,
  response_status: row.response_status,
  failure_reason: row.failure_reason,
  created_at: row.created_at,
  attempted_at: row.attempted_at,
  delivered_at: row.delivered_at,
});

/** Host names that always mean this machine, whatever a resolver says. */
const isLocalName = (host: string) => host === 'localhost' || host.endsWith('.localhost');

export function createWebhookEndpointsService({
  repository,
  events,
  outbox,
  rateLimiter,
  secretsBox,
  allowPrivateAddresses,
}: Dependencies) {
  /**
   * The address as it is kept. What can be known now is refused now (plain http, a private IP,
   * localhost); a host name is checked again against what it resolves to at every send.
   */
  function checkedUrl(text: string): string {
    const url = new URL(text);
    if (url.username || url.password) throw AppError.validation('url', WEBHOOK_MESSAGES.urlCredentials);
    if (allowPrivateAddresses) return url.toString();
    if (url.protocol !== 'https:') throw AppError.validation('url', WEBHOOK_MESSAGES.urlNotHttps);
    const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
    if (isLocalName(host) || (isIP(host) !== 0 && !isPublicAddress(host))) {
      throw AppError.validation('url', WEBHOOK_MESSAGES.urlPrivate);
    }
    return url.toString();
  }

  async function ownedEndpoint(userId: number, id: number): Promise<WebhookEndpointRow> {
    const endpoint = await repository.findOwned(userId, id);
    if (!endpoint) throw new AppError('not_found', MESSAGES.notFound);
    return endpoint;
  }

  return {
    async list(userId: number): Promise<{ endpoints: WebhookEndpoint[] }> {
      const rows = await repository.endpointsOf(userId);
      return { endpoints: rows.map((row) => toEndpoint(row, secretsBox.open(row.secret))) };
    },

    async add(
      userId: number,
      body: { url: string; event_type: AddWebhookBody['event_type']; event_id: AddWebhookBody['event_id'] },
    ): Promise<AddWebhookReply> {
      const url = checkedUrl(body.url);
      const eventId = body.event_id ?? null;
      if (eventId !== null && !(await events.ownedEvent(userId, eventId))) {
        throw AppError.validation('event_id', WEBHOOK_MESSAGES.eventNotYours);
      }
      if ((await repository.countOf(userId)) >= WEBHOOK_ENDPOINTS_MAX) {
        throw AppError.validation('url', WEBHOOK_MESSAGES.tooMany);
      }
      const secret = newWebhookSecret();
      const row = await repository.insert({
        user_id: userId,
        url,
        event_type: body.event_type ?? null,
        event_id: eventId,
        secret: secretsBox.seal(secret),
        created_at: nowIso(),
      });
      return { message: WEBHOOK_MESSAGES.added, endpoint: toEndpoint(row, secret), secret };
    },

    /** Seals the secrets stored before sealing began; at start, once they are all sealed it finds none. */
    async sealStoredSecrets(): Promise<number> {
      const plain = await repository.unsealedSecrets();
      for (const row of plain) await repository.replaceSecret(row.id, row.secret, secretsBox.seal(row.secret));
      return plain.length;
    },

    async remove(userId: number, id: number): Promise<{ message: string }> {
      if (!(await repository.removeOwned(userId, id))) throw new AppError('not_found', MESSAGES.notFound);
      return { message: WEBHOOK_MESSAGES.removed };
    },

    async sendTest(userId: number, id: number): Promise<{ message: string; delivery: WebhookDelivery }> {
      const endpoint = await ownedEndpoint(userId, id);
      await rateLimiter.consume(TEST_EVENTS_PER_ACCOUNT, String(userId));
      const deliveryId = await outbox.recordTest(userId, endpoint.id);
      // Read before sending, so the reply says "queued" however fast the endpoint answers.
      const delivery = await repository.deliveryOf(endpoint.id, deliveryId);
      if (!delivery) throw new AppError('not_found', MESSAGES.notFound);
      await outbox.send([deliveryId]);
      return { message: WEBHOOK_MESSAGES.testQueued, delivery: toDelivery(delivery) };
    },

    async deliveries(userId: number, id: number, page: number): Promise<WebhookDeliveriesReply> {
      const endpoint = await ownedEndpoint(userId, id);
      const perPage = WEBHOOK_DELIVERIES_PER_PAGE;
      const { rows, total } = await repository.deliveriesPage(endpoint.id, {
        offset: (page - 1) * perPage,
        limit: perPage,
      });
      return pageOf(rows.map(toDelivery), { page, perPage, total });
    },
  };
}
