/** Posts events to the server's Stripe webhook signed as Stripe signs them, or signed wrongly on purpose. */
import { STRIPE_WEBHOOK_PATH } from '@boothdeck/contract';
import type { FastifyInstance } from 'fastify';
import { stripeSignatureOf } from '../platform/payments/stripe-signature.ts';
import { STUB_STRIPE_KEYS } from './stripe-stub.ts';

export type Signing = { secret?: string; timestamp?: number; signature?: string };

export function postStripeEvent(app: FastifyInstance, event: unknown, signing: Signing = {}) {
  const body = JSON.stringify(event);
  const timestamp = signing.timestamp ?? Math.floor(Date.now() / 1000);
  const v1 = stripeSignatureOf(signing.secret ?? STUB_STRIPE_KEYS.webhookSecret, timestamp, body);
  return app.inject({
    method: 'POST',
    url: STRIPE_WEBHOOK_PATH,
    headers: {
      // As Stripe sends it.
      'content-type': 'application/json; charset=utf-8',
      'stripe-signature': signing.signature ?? `t=${timestamp},v1=${v1}`,
    },
    payload: body,
  });
}
