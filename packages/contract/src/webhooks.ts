/**
 * Webhooks: HTTPS endpoints an organiser registers for their account, each sent a signed JSON
 * body when one of the events below happens (or every one of them), at one of the organiser's
 * events or at any of them, and the calls that manage
 * them: list, add (the signing secret is answered once, here), remove, send a test event, and
 * the endpoint's delivery log.
 *
 * Every body is an envelope `{id, type, created_at, data}`. `id` names the event: it is the same
 * on every attempt of a delivery, so a receiver that sees one id twice drops the second.
 */
import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { pagedSchema } from './event-list.ts';
import { BOOTH_ALERT_KINDS } from './fleet.ts';
import { MEDIA_TYPES } from './media.ts';
import { ROLES } from './roles.ts';

/** What an endpoint can be told about. */
export const WEBHOOK_EVENT_TYPES = [
  'capture.created',
  'lead.created',
  'share.sent',
  'voucher.claimed',
  'booth.alert',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** The type of the event "Send test event" sends; never sent otherwise. */
export const WEBHOOK_TEST_EVENT_TYPE = 'webhook.test';

/** Endpoints one account may have. */
export const WEBHOOK_ENDPOINTS_MAX = 10;
export const WEBHOOK_URL_MAX_LENGTH = 500;
export const WEBHOOK_DELIVERIES_PER_PAGE = 20;

/** The request headers every delivery carries. */
export const WEBHOOK_HEADERS = {
  signature: 'boothdeck-signature',
  eventId: 'boothdeck-event-id',
  eventType: 'boothdeck-event-type',
  attempt: 'boothdeck-delivery-attempt',
} as const;

/** How old a signed time a receiver should still accept, in seconds. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export const WEBHOOK_MESSAGES = {
  urlRequired: 'Enter the address of your endpoint.',
  urlInvalid: 'Enter a whole address, starting with https://.',
  urlNotHttps: 'The address must start with https://.',
  urlPrivate: 'The address must be on the public internet, not a private or local network.',
  urlCredentials: 'The address may not carry a user name or password.',
  eventTypeInvalid: 'Choose one of the listed events.',
  eventNotYours: 'Choose one of your own events, or all of them.',
  tooMany: `An account can have at most ${WEBHOOK_ENDPOINTS_MAX} endpoints; remove one first.`,
  added: 'Endpoint added. Copy its signing secret now: it is not shown again.',
  removed: 'Endpoint removed.',
  testQueued: 'Test event queued.',
} as const;

// ——— The bodies an endpoint receives ———

const captureDataSchema = z.object({
  capture: z.object({
    id: z.number(),
    event_id: z.number(),
    media_type: z.enum(MEDIA_TYPES),
    captured_at: z.string().nullable(),
    created_at: z.string(),
    /** The guest share view of the capture (the public gallery's address; its password still applies). */
    share_url: z.string(),
  }),
});

const leadDataSchema = z.object({
  lead: z.object({
    id: z.number(),
    event_id: z.number(),
    name: z.string(),
    email: z.string(),
    mobile: z.string().nullable(),
    /** The answers to the event's form, by field name. */
    answers: z.record(z.string(), z.union([z.string(), z.number(), z.array(z.string())])),
    marketing_consent: z.boolean(),
    media_id: z.number().nullable(),
    created_at: z.string(),
  }),
});

const shareDataSchema = z.object({
  share: z.object({
    id: z.number(),
    event_id: z.number(),
    media_id: z.number().nullable(),
    /** `email` and `sms` are sent by us; the other channels are counted when the guest shares. */
    channel: z.string(),
    /** The e-mail address or mobile number of an e-mail or SMS share; null for the other channels. */
    recipient: z.string().nullable(),
    sent_at: z.string(),
  }),
});

const voucherDataSchema = z.object({
  voucher: z.object({
    /** The voucher's random id, as on its page. */
    id: z.string(),
    event_id: z.number(),
    offer_id: z.number().nullable(),
    offer_name: z.string(),
    voucher_no: z.string(),
    lead_id: z.number().nullable(),
    expires_at: z.string(),
    claimed_at: z.string(),
  }),
});

/** A booth of the event went quiet, its queue got stuck or its storage ran low (`BOOTH_ALERT_KINDS`). */
const boothAlertDataSchema = z.object({
  alert: z.object({
    id: z.number(),
    event_id: z.number(),
    booth_session_id: z.number(),
    device_name: z.string().nullable(),
    kind: z.enum(BOOTH_ALERT_KINDS),
    raised_at: z.string(),
  }),
});

const testDataSchema = z.object({ endpoint_id: z.number(), message: z.string() });

const envelope = <Type extends string, Data extends z.ZodType>(type: Type, data: Data) =>
  z.object({
    /** The event's id, `evt_…`: the same on every attempt; receivers drop an id they have seen. */
    id: z.string(),
    type: z.literal(type),
    created_at: z.string(),
    data,
  });

export const webhookBodySchema = z.discriminatedUnion('type', [
  envelope('capture.created', captureDataSchema),
  envelope('lead.created', leadDataSchema),
  envelope('share.sent', shareDataSchema),
  envelope('voucher.claimed', voucherDataSchema),
  envelope('booth.alert', boothAlertDataSchema),
  envelope(WEBHOOK_TEST_EVENT_TYPE, testDataSchema),
]);
export type WebhookBody = z.infer<typeof webhookBodySchema>;
/** The `data` of an event of one type. */
export type WebhookData<Type extends WebhookBody['type']> = Extract<WebhookBody, { type: Type }>['data'];

// ——— The organiser's calls ———

export const webhookEventTypeSchema = z.enum(WEBHOOK_EVENT_TYPES, { error: WEBHOOK_MESSAGES.eventTypeInvalid });

export const webhookEndpointSchema = z.object({
  id: z.number(),
  url: z.string(),
  /** The one event it is sent, or null for every event. */
  event_type: webhookEventTypeSchema.nullable(),
  /** The one organiser's event it is sent about, or null for all of the account's events. */
  event_id: z.number().nullable(),
  /** The secret's last characters, to tell secrets apart; the whole one is shown only once. */
  secret_hint: z.string(),
  created_at: z.string(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

export const addWebhookBodySchema = z.object({
  url: z
    .string({ error: WEBHOOK_MESSAGES.urlRequired })
    .trim()
    .min(1, { error: WEBHOOK_MESSAGES.urlRequired })
    .max(WEBHOOK_URL_MAX_LENGTH, { error: `The address may not be longer than ${WEBHOOK_URL_MAX_LENGTH} characters.` })
    .pipe(z.url({ protocol: /^https?$/, error: WEBHOOK_MESSAGES.urlInvalid })),
  event_type: webhookEventTypeSchema.nullable().optional().default(null),
  /** Limits the endpoint to one of the caller's events; null or left out for all of them. */
  event_id: z
    .number({ error: WEBHOOK_MESSAGES.eventNotYours })
    .int({ error: WEBHOOK_MESSAGES.eventNotYours })
    .positive({ error: WEBHOOK_MESSAGES.eventNotYours })
    .nullable()
    .optional()
    .default(null),
});
export type AddWebhookBody = z.input<typeof addWebhookBodySchema>;

export const webhookEndpointsReplySchema = z.object({ endpoints: z.array(webhookEndpointSchema) });
export type WebhookEndpointsReply = z.infer<typeof webhookEndpointsReplySchema>;

export const addWebhookReplySchema = z.object({
  message: z.string(),
  endpoint: webhookEndpointSchema,
  /** `whsec_…`: signs every body sent to this endpoint. Answered here only. */
  secret: z.string(),
});
export type AddWebhookReply = z.infer<typeof addWebhookReplySchema>;

export const WEBHOOK_DELIVERY_STATES = ['queued', 'delivered', 'failed'] as const;

export const webhookDeliverySchema = z.object({
  id: z.number(),
  event_id: z.string(),
  event_type: z.string(),
  /** queued (waiting for its first or next attempt), delivered (a 2xx answer), failed (no attempt left). */
  state: z.enum(WEBHOOK_DELIVERY_STATES),
  attempts: z.number(),
  /** The HTTP status of the last attempt; null when it got no answer (timeout, refused address…). */
  response_status: z.number().nullable(),
  /** Why the last attempt failed, in a line. */
  failure_reason: z.string().nullable(),
  created_at: z.string(),
  /** When the last attempt ended; null before the first. */
  attempted_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

export const webhookDeliveriesQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).optional().default(1),
});

export const webhookDeliveriesReplySchema = pagedSchema(webhookDeliverySchema);
export type WebhookDeliveriesReply = z.infer<typeof webhookDeliveriesReplySchema>;

export const testWebhookReplySchema = z.object({ message: z.string(), delivery: webhookDeliverySchema });

const webhookCall = { tag: 'webhooks', caller: 'organiser' } as const;

export const webhookEndpoints = {
  list: defineEndpoint({
    ...webhookCall,
    method: 'GET',
    path: '/webhooks',
    roles: ROLES.managers,
    summary: "The account's webhook endpoints (their secrets are never answered again)",
    reply: webhookEndpointsReplySchema,
  }),
  add: defineEndpoint({
    ...webhookCall,
    method: 'POST',
    path: '/webhooks',
    roles: ROLES.managers,
    summary:
      'Adds an endpoint for one event type or all, at one of your events or all; answers its signing secret, once',
    body: addWebhookBodySchema,
    reply: addWebhookReplySchema,
  }),
  remove: defineEndpoint({
    ...webhookCall,
    method: 'DELETE',
    path: '/webhooks/:id',
    roles: ROLES.managers,
    summary: 'Removes an endpoint and its delivery log; nothing more is sent to it',
    params: webhookIdParamsSchema,
    reply: z.object({ message: z.string() }),
  }),
  sendTest: defineEndpoint({
    ...webhookCall,
    method: 'POST',
    path: '/webhooks/:id/test',
    roles: ROLES.managers,
    summary: 'Queues a signed `webhook.test` event for the endpoint; answers its delivery',
    params: webhookIdParamsSchema,
    reply: testWebhookReplySchema,
  }),
  deliveries: defineEndpoint({
    ...webhookCall,
    method: 'GET',
    path: '/webhooks/:id/deliveries',
    roles: ROLES.managers,
    summary: "The endpoint's delivery log, newest first: state, last response code, attempts, times",
    params: webhookIdParamsSchema,
    query: webhookDeliveriesQuerySchema,
    reply: webhookDeliveriesReplySchema,
  }),
};
