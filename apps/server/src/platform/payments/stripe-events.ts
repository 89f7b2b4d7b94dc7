/**
 * Stripe's webhook events (API version STRIPE_API_VERSION) read into what they mean for a payment.
 * Only full refunds count as refunds; a renewal is an invoice of the subscription's next period.
 */
import type { GatewayEvent } from './payment-gateway.ts';

type StripeObject = Record<string, unknown>;

const text = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined);
const present = (...values: unknown[]): string[] => values.map(text).filter((value) => value !== undefined);

/** An invoice's subscription: on the invoice itself, or (newer API versions) under its parent. */
function subscriptionOf(invoice: StripeObject): string | undefined {
  const parent = invoice.parent as { subscription_details?: { subscription?: unknown } } | undefined;
  return text(invoice.subscription) ?? text(parent?.subscription_details?.subscription);
}

function checkoutCompleted(id: string, session: StripeObject): GatewayEvent {
  const paid = session.payment_status === 'paid' || session.payment_status === 'no_payment_required';
  const metadata = session.metadata as { payment_id?: unknown } | undefined;
  const paymentId = Number(text(metadata?.payment_id) ?? text(session.client_reference_id));
  const sessionId = text(session.id);
  if (!paid || !sessionId || !Number.isInteger(paymentId)) {
    return { id, kind: 'ignored', type: 'checkout.session.completed' };
  }
  const references = present(sessionId, session.payment_intent, session.subscription, session.invoice);
  const chargeId = text(session.payment_intent) ?? text(session.subscription) ?? sessionId;
  return { id, kind: 'completed', sessionId, paymentId, chargeId, references };
}

export function gatewayEventOf(event: { id: string; type: string; data: { object: StripeObject } }): GatewayEvent {
  const { id, type } = event;
  const object = event.data.object;
  switch (type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      return checkoutCompleted(id, object);
    case 'charge.refunded':
      if (object.refunded !== true) break;
      return { id, kind: 'refunded', references: present(object.payment_intent, object.invoice) };
    case 'invoice.payment_failed':
      if (object.billing_reason === 'subscription_create') break;
      return { id, kind: 'renewal_failed', references: present(subscriptionOf(object)) };
    case 'invoice.paid':
      if (object.billing_reason !== 'subscription_cycle') break;
      return {
        id,
        kind: 'renewed',
        references: present(subscriptionOf(object)),
        newReferences: present(object.id, object.payment_intent),
      };
  }
  return { id, kind: 'ignored', type };
}
