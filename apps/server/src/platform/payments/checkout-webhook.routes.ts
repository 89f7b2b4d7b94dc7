/**
 * The address Stripe posts its signed events to. The signature covers the exact bytes sent, so
 * the body is read as text here, not parsed as JSON before it is checked.
 */
import { STRIPE_WEBHOOK_PATH, type StripeWebhookReceipt } from '@boothdeck/contract';
import type { FastifyInstance } from 'fastify';
import type { CheckoutPayments } from './checkout-payments.ts';

/** Stripe's events are a few kilobytes; a checkout session with its line items stays well below this. */
const EVENT_BODY_LIMIT = 256 * 1024;

export async function registerCheckoutWebhook(app: FastifyInstance, checkout: CheckoutPayments): Promise<void> {
  if (!checkout.available) return;
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: EVENT_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    scope.post(STRIPE_WEBHOOK_PATH, async (request, reply) => {
      const signature = request.headers['stripe-signature'];
      const outcome = await checkout.receive(
        typeof request.body === 'string' ? request.body : '',
        typeof signature === 'string' ? signature : undefined,
      );
      if (outcome === 'invalid') {
        request.log.warn('a payment event with a wrong or stale signature was refused');
        return reply.code(400).send({ message: 'The signature of this event is not valid.' });
      }
      const receipt: StripeWebhookReceipt = { received: true, repeated: outcome === 'repeated' };
      return reply.code(200).send(receipt);
    });
  });
}
