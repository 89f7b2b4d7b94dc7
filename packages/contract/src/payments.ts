/**
 * Which payment gateway the server runs, and paying for a package through a hosted checkout
 * (Stripe Checkout): the card is typed on the processor's page, never sent to Boothdeck.
 */
import { z } from 'zod';
import { eventIdFieldSchema, idempotencyHeadersSchema } from './common.ts';
import { dataCapturePaymentBodySchema } from './data-capture-payment.ts';
import { defineEndpoint } from './endpoint.ts';
import { API_PREFIX } from './endpoint-address.ts';
import { DEVICES } from './event-constants.ts';
import { MESSAGES } from './messages.ts';
import { membershipBodySchema } from './packages.ts';
import { ROLES } from './roles.ts';

export const PAYMENT_GATEWAYS = ['test', 'stripe'] as const;
export type PaymentGatewayName = (typeof PAYMENT_GATEWAYS)[number];

export const PAYMENT_MESSAGES = {
  simulated: 'No money moves and no card is charged: this server runs the test gateway, for trying the product.',
  simulatedRefused: 'Paid packages are not on sale at the moment: no payment gateway is configured.',
  useCheckout: 'Card details are taken on the secure checkout page. Please pay through it.',
  checkoutUnavailable: 'Checkout is not used on this server: pay with the card form.',
} as const;

/**
 * `simulated`: the built-in test gateway answers, so nothing is charged. `paid_packages`: whether
 * anything with a price can be bought at all. `checkout`: paid packages go to a hosted checkout
 * page (`POST /member-ship/checkout`) instead of the card form.
 */
export const paymentGatewayReplySchema = z.object({
  gateway: z.enum(PAYMENT_GATEWAYS),
  simulated: z.boolean(),
  paid_packages: z.boolean(),
  checkout: z.boolean(),
});
export type PaymentGatewayReply = z.infer<typeof paymentGatewayReplySchema>;

/** The package to pay for: the membership body without card fields. */
export const membershipCheckoutBodySchema = membershipBodySchema.pick({
  user_id: true,
  user_email: true,
  submittedData: true,
});
export type MembershipCheckoutBody = z.input<typeof membershipCheckoutBodySchema>;

/** The address of the hosted checkout page the browser goes to. */
export const checkoutReplySchema = z.object({ checkout_url: z.url() });
export type CheckoutReply = z.infer<typeof checkoutReplySchema>;

/** The Data Capture add-on to pay for: the add-on body without card fields. */
export const dataCaptureCheckoutBodySchema = dataCapturePaymentBodySchema.pick({ user_id: true, user_email: true });
export type DataCaptureCheckoutBody = z.input<typeof dataCaptureCheckoutBodySchema>;

/** The device to pay for, for one event of a single-package organiser: the event payment body without card fields. */
export const eventCheckoutBodySchema = z.object({
  event_id: eventIdFieldSchema,
  user_id: z.coerce.number().int().positive(),
  user_email: z.string().max(254),
  submittedData: z.object({
    device: z.coerce
      .number({ error: MESSAGES.deviceRequired })
      .refine((id) => DEVICES.some((device) => device.id === id), { error: MESSAGES.deviceRequired }),
  }),
});
export type EventCheckoutBody = z.input<typeof eventCheckoutBodySchema>;

const refusedReplySchema = z.object({ message: z.string() });

/** Stripe posts its signed events here. Not a JSON call of a Boothdeck client, so no definition. */
export const STRIPE_WEBHOOK_PATH = `${API_PREFIX}/payments/stripe/webhook`;

/** The answer to Stripe: taken, and whether it had been taken before (an event is applied once). A bad signature gets a 400 `{ message }`. */
export const stripeWebhookReceiptSchema = z.object({ received: z.literal(true), repeated: z.boolean() });
export type StripeWebhookReceipt = z.infer<typeof stripeWebhookReceiptSchema>;

const paymentCall = { caller: 'organiser', tag: 'packages' } as const;

export const paymentEndpoints = {
  gateway: defineEndpoint({
    ...paymentCall,
    method: 'GET',
    path: '/payment-gateway',
    roles: ROLES.owner,
    summary: 'Which payment gateway runs: simulated or real, card form or hosted checkout',
    reply: paymentGatewayReplySchema,
  }),
  membershipCheckout: defineEndpoint({
    ...paymentCall,
    method: 'POST',
    path: '/member-ship/checkout',
    roles: ROLES.owner,
    summary: 'Starts a hosted checkout for a paid package; the reply is the address to send the browser to',
    headers: idempotencyHeadersSchema,
    body: membershipCheckoutBodySchema,
    reply: checkoutReplySchema,
  }),
  dataCaptureCheckout: defineEndpoint({
    ...paymentCall,
    method: 'POST',
    path: '/data-capture-payment/checkout',
    roles: ROLES.owner,
    summary: 'Starts a hosted checkout for the Data Capture add-on; the reply is the address to send the browser to',
    headers: idempotencyHeadersSchema,
    body: dataCaptureCheckoutBodySchema,
    reply: checkoutReplySchema,
    failures: { 403: refusedReplySchema, 409: refusedReplySchema },
  }),
  eventCheckout: defineEndpoint({
    ...paymentCall,
    tag: 'events',
    method: 'POST',
    path: '/event-payment/checkout',
    roles: ROLES.owner,
    eventIn: { in: 'body', name: 'event_id' },
    summary: "Starts a hosted checkout for one event's device; the reply is the address to send the browser to",
    headers: idempotencyHeadersSchema,
    body: eventCheckoutBodySchema,
    reply: checkoutReplySchema,
    failures: { 403: refusedReplySchema, 409: refusedReplySchema },
  }),
};
