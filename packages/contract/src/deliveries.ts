/**
 * What became of the e-mails and SMS an event sent (guests' shares, messages to leads, vouchers):
 * how many are in each status, which failed and why, and the organiser's "Resend" of one or every
 * failed message. Every call answers for the signed-in organiser's own events only.
 */
import { z } from 'zod';
import { idSchema } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { API_PREFIX } from './endpoint-address.ts';
import { ROLES } from './roles.ts';

export const DELIVERY_MESSAGES = {
  resent: 'The message is on its way again.',
  resentAll: 'The failed messages are on their way again.',
  notFailed: 'Only a message that failed can be sent again.',
} as const;

/**
 * A message's status as the organiser sees it. `queued` includes one being handed over right now;
 * `delivered` is an SMS its provider reported on the handset, `opened` an e-mail whose picture
 * was loaded; `unknown` is one a stop interrupted mid-send (never sent again on its own).
 */
export const DELIVERY_STATUSES = ['queued', 'sent', 'delivered', 'opened', 'failed', 'unknown'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export const DELIVERY_PURPOSES = ['share', 'lead_message', 'voucher'] as const;
export type DeliveryPurposeName = (typeof DELIVERY_PURPOSES)[number];

/**
 * The two public addresses a sent message reports back through, each followed by `/<token>` (the
 * delivery's random token): the open picture of an e-mail, and an SMS provider's delivery report.
 * Neither is a JSON call, so neither is an endpoint definition; the server serves both.
 */
export const DELIVERY_RECEIPT_PATHS = {
  opened: `${API_PREFIX}/deliveries/opened`,
  smsReport: `${API_PREFIX}/deliveries/sms-report`,
} as const;

/** The most failures one reply lists, newest first; `counts.failed` says how many there are. */
export const DELIVERY_FAILURES_LIMIT = 100;

export const deliveryFailureSchema = z.object({
  id: z.number(),
  channel: z.enum(['email', 'sms']),
  purpose: z.enum(DELIVERY_PURPOSES),
  recipient: z.string(),
  /** The mail server's or SMS provider's answer. */
  reason: z.string(),
  attempts: z.number(),
  failed_at: z.string(),
  /** The e-mail that went out in this failed SMS's place, and its status now. */
  fallback: z.object({ id: z.number(), recipient: z.string(), status: z.enum(DELIVERY_STATUSES) }).nullable(),
});
export type DeliveryFailure = z.infer<typeof deliveryFailureSchema>;

export const eventDeliveriesReplySchema = z.object({
  counts: z.object({
    queued: z.number(),
    sent: z.number(),
    delivered: z.number(),
    opened: z.number(),
    failed: z.number(),
    unknown: z.number(),
  }),
  failures: z.array(deliveryFailureSchema),
});
export type EventDeliveriesReply = z.infer<typeof eventDeliveriesReplySchema>;

export const resendReplySchema = z.object({ message: z.string(), resent: z.number() });
export type ResendReply = z.infer<typeof resendReplySchema>;

const deliveriesCall = { caller: 'organiser', tag: 'analytics' } as const;
const message = z.object({ message: z.string() });

export const deliveriesEndpoints = {
  eventDeliveries: defineEndpoint({
    ...deliveriesCall,
    method: 'GET',
    path: '/event-deliveries/:id',
    roles: ROLES.staff,
    eventIn: { in: 'params', name: 'id' },
    summary: "One event's e-mails and SMS by status, and the ones that failed with the reason",
    params: z.object({ id: idSchema }),
    reply: eventDeliveriesReplySchema,
  }),
  resendOne: defineEndpoint({
    ...deliveriesCall,
    method: 'POST',
    path: '/event-deliveries/:id/resend/:deliveryId',
    roles: ROLES.staff,
    eventIn: { in: 'params', name: 'id' },
    summary: 'Sends one failed message of the event again',
    description: 'Only a failed message is sent again (409 otherwise); it goes through the same delivery job, once.',
    params: z.object({ id: idSchema, deliveryId: idSchema }),
    reply: resendReplySchema,
    failures: { 409: message },
  }),
  resendFailed: defineEndpoint({
    ...deliveriesCall,
    method: 'POST',
    path: '/event-deliveries/:id/resend-failed',
    roles: ROLES.staff,
    eventIn: { in: 'params', name: 'id' },
    summary: 'Sends every failed message of the event again',
    description:
      '`resent` counts the messages sent again; a message resent by another call at the same time is sent once.',
    params: z.object({ id: idSchema }),
    reply: resendReplySchema,
  }),
};
