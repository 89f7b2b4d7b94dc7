/**
 * The few calls of Stripe's HTTP API the server makes, with plain fetch and form-encoded bodies:
 * no SDK, so the calls, the pinned API version and the idempotency key are all in sight here.
 */
import type { CheckoutRequest } from './payment-gateway.ts';

/** The API version every request and every webhook event is read in. */
export const STRIPE_API_VERSION = '2024-06-20';

/** Sooner than a payment claim goes stale (payment-claims.ts). */
const STRIPE_TIMEOUT_MS = 20_000;

type FormValue = string | number | null | undefined | FormFields;
type FormFields = { [name: string]: FormValue };

/** Stripe's nested form encoding: `line_items[0][price_data][currency]=aud`. Null and undefined are left out. */
export function formEncode(fields: FormFields, prefix = ''): [string, string][] {
  return Object.entries(fields).flatMap(([name, value]): [string, string][] => {
    const key = prefix ? `${prefix}[${name}]` : name;
    if (value === null || value === undefined) return [];
    if (typeof value === 'object') return formEncode(value, key);
    return [[key, String(value)]];
  });
}

export type StripeApi = ReturnType<typeof createStripeApi>;

export function createStripeApi(settings: { secretKey: string; apiUrl: string }) {
  async function send(
    method: 'POST' | 'DELETE',
    path: string,
    options: { fields?: FormFields; idempotencyKey?: string } = {},
  ): Promise<Record<string, unknown>> {
    const response = await fetch(`${settings.apiUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${settings.secretKey}`,
        'stripe-version': STRIPE_API_VERSION,
        ...(options.fields ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        ...(options.idempotencyKey ? { 'idempotency-key': options.idempotencyKey } : {}),
      },
      ...(options.fields ? { body: new URLSearchParams(formEncode(options.fields)).toString() } : {}),
      signal: AbortSignal.timeout(STRIPE_TIMEOUT_MS),
    });
    const reply = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    // Stripe's error text may name the request's values, never the key: it is safe to log.
    if (!response.ok) throw new Error(`Stripe answered ${response.status} to ${path}: ${JSON.stringify(reply.error)}`);
    return reply;
  }

  return {
    async createCheckoutSession(request: CheckoutRequest): Promise<{ id: string; url: string }> {
      const paymentId = String(request.paymentId);
      const reply = await send('POST', '/v1/checkout/sessions', {
        idempotencyKey: request.idempotencyKey,
        fields: {
          mode: request.recurring ? 'subscription' : 'payment',
          client_reference_id: paymentId,
          customer_email: request.customerEmail,
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
          metadata: { payment_id: paymentId },
          line_items: {
            0: {
              quantity: 1,
              price_data: {
                currency: request.currency.toLowerCase(),
                unit_amount: request.amountCents,
                product_data: { name: request.description },
                recurring: request.recurring ? { interval: request.recurring } : null,
              },
            },
          },
          ...(request.recurring
            ? { subscription_data: { metadata: { payment_id: paymentId } } }
            : { payment_intent_data: { metadata: { payment_id: paymentId } } }),
        },
      });
      if (typeof reply.id !== 'string' || typeof reply.url !== 'string') {
        throw new Error('Stripe answered a checkout session without its id or address');
      }
      return { id: reply.id, url: reply.url };
    },

    /** Ends a subscription at once: nothing more is charged for it. */
    async cancelSubscription(subscriptionId: string): Promise<void> {
      await send('DELETE', `/v1/subscriptions/${encodeURIComponent(subscriptionId)}`);
    },
  };
}
