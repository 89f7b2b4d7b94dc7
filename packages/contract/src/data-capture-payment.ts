/**
 * The Data Capture add-on: bought by card on top of the current membership, it switches data
 * capture (and the lead form) on until that membership ends. Same card rules, idempotency and
 * replies as POST member-ship; the price always comes from the server's catalogue.
 */
import { z } from 'zod';
import { idempotencyHeadersSchema } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { membershipReplySchema, paymentDeclinedReplySchema } from './packages.ts';
import { ROLES } from './roles.ts';

const optionalCardField = z.string().max(64).optional();

/** POST data-capture-payment. `submittedData` is the page's own summary and is not read. */
export const dataCapturePaymentBodySchema = z.object({
  user_id: z.coerce.number().int().positive(),
  user_email: z.string().max(254),
  submittedData: z.record(z.string(), z.unknown()).optional(),
  cardNumber: optionalCardField,
  cardholderName: optionalCardField,
  expiryMonth: optionalCardField,
  expiryYear: optionalCardField,
  cvvNumber: optionalCardField,
});
export type DataCapturePaymentBody = z.input<typeof dataCapturePaymentBodySchema>;

/** What the payment page shows before the card form, and whether buying is possible at all. */
export const dataCaptureOfferSchema = z.object({
  /** The add-on's price in dollars; null when it is not on sale. */
  price: z.number().nullable(),
  currency: z.string(),
  /** Data capture is on already (the package includes it, or the add-on was bought). */
  data_capture: z.boolean(),
  /** When the current membership, and with it the add-on, ends; null for no end or no membership. */
  until: z.string().nullable(),
  /** Why it cannot be bought now, in the words the purchase would be refused with; null when it can. */
  refusal: z.string().nullable(),
});
export type DataCaptureOffer = z.infer<typeof dataCaptureOfferSchema>;

const refusedReplySchema = z.object({ message: z.string() });

export const dataCapturePaymentEndpoints = {
  offer: defineEndpoint({
    caller: 'organiser',
    tag: 'packages',
    method: 'GET',
    path: '/data-capture-payment',
    roles: ROLES.owner,
    summary: "The Data Capture add-on's price and whether the signed-in organiser can buy it",
    reply: dataCaptureOfferSchema,
  }),
  pay: defineEndpoint({
    caller: 'organiser',
    tag: 'packages',
    method: 'POST',
    path: '/data-capture-payment',
    roles: ROLES.owner,
    summary: 'Buys the Data Capture add-on for the current membership; a repeated Idempotency-Key charges once',
    headers: idempotencyHeadersSchema,
    body: dataCapturePaymentBodySchema,
    reply: membershipReplySchema,
    failures: { 402: paymentDeclinedReplySchema, 403: refusedReplySchema, 409: refusedReplySchema },
  }),
};
