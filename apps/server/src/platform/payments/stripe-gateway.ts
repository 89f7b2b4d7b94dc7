/**
 * Stripe through Stripe Checkout: the organiser types the card on Stripe's page, so no card
 * number ever reaches this server (PCI SAQ A), and what was paid arrives as a signed webhook.
 */
import { z } from 'zod';
import type { PaymentGateway } from './payment-gateway.ts';
import { createStripeApi } from './stripe-api.ts';
import { gatewayEventOf } from './stripe-events.ts';
import { isStripeSignatureValid } from './stripe-signature.ts';

const eventSchema = z.object({
  id: z.string().min(1),
  type: z.string().min(1),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});

export function createStripeGateway(settings: { secretKey: string; webhookSecret: string; apiUrl: string }) {
  const api = createStripeApi(settings);
  const gateway: PaymentGateway = {
    name: 'stripe',
    simulated: false,
    charge() {
      // Card fields are refused before any charge when a hosted checkout is configured.
      return Promise.reject(new Error('Stripe takes cards on its Checkout page only'));
    },
    checkout: {
      createSession: (request) => api.createCheckoutSession(request),
      async cancelRenewals(references) {
        // Stripe's ids say what they name: a subscription's start with sub_.
        for (const reference of references.filter((id) => id.startsWith('sub_'))) {
          await api.cancelSubscription(reference);
        }
      },
      readEvent(rawBody, signature) {
        if (!isStripeSignatureValid(settings.webhookSecret, signature, rawBody)) return null;
        let parsed: unknown;
        try {
          parsed = JSON.parse(rawBody);
        } catch {
          return null;
        }
        const event = eventSchema.safeParse(parsed);
        return event.success ? gatewayEventOf(event.data) : null;
      },
    },
  };
  return gateway;
}
