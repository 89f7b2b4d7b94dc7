/**
 * Events: the wizard's calls (event-info, event-feature, event-option, event/store), the
 * lists, details, duplicate and remove. Wall times are sent as 'YYYY-MM-DD HH:mm' in the
 * event's own time zone; replies carry UTC instants (ISO-8601) plus the same wall times.
 */
import { z } from 'zod';
import { eventIdFieldSchema, flagSchema, idempotencyHeadersSchema, idSchema } from './common.ts';
import { type UncheckedFields, withCrossFieldRule } from './cross-field-rules.ts';
import { bodyLimitForImage, defineEndpoint, refusalReplySchema } from './endpoint.ts';
import {
  DEVICES,
  EVENT_IMAGE_MAX_BYTES,
  EVENT_NAME_MAX_LENGTH,
  EVENT_TEXT_MAX_LENGTH,
  FEATURE_KEYS,
  OPTION_KEYS,
} from './event-constants.ts';
import { MESSAGES } from './messages.ts';
import { eventOptionSettingsSchema } from './option-settings.ts';
import { cardFieldsSchema, paymentDeclinedReplySchema } from './packages.ts';

const flag = flagSchema;
const eventIdField = eventIdFieldSchema;

const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})$/;

/** A real calendar date and clock time: no 30 February, no 24:00 (Date.parse rolls those over). */
export function isWallTime(value: string): boolean {
  const parts = WALL_TIME.exec(value)?.slice(1).map(Number);
  if (!parts) return false;
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0] = parts;
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute));
  return (
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    date.getUTCHours() === hour &&
    date.getUTCMinutes() === minute
  );
}

/** 'YYYY-MM-DD HH:mm'; an invalid date counts as missing, so it gets the same text, once. */
const wallTime = (missing: string) => z.string({ error: missing }).trim().refine(isWallTime, { error: missing });

/** The end is needed unless the event is ongoing; checked whatever else is wrong with the form. */
const requireEndUnlessOngoing = (
  body: UncheckedFields<{ life_time: 0 | 1; event_end_date: string | null | undefined }>,
  ctx: z.RefinementCtx,
) => {
  if (body.life_time === 1) return;
  const end = typeof body.event_end_date === 'string' ? body.event_end_date.trim() : '';
  if (!isWallTime(end)) ctx.addIssue({ code: 'custom', path: ['event_end_date'], message: MESSAGES.eventEndRequired });
};

const text = (max: number) =>
  z
    .string({ error: MESSAGES.required })
    .trim()
    .max(max, { error: `This field may not be greater than ${max} characters` });

// ——— POST event-info ———
export const eventInfoBodySchema = withCrossFieldRule(
  z.object({
    eventId: eventIdField.optional().nullable(),
    event_name: text(EVENT_NAME_MAX_LENGTH).min(1, { error: MESSAGES.required }),
    event_details: text(EVENT_TEXT_MAX_LENGTH).optional().default(''),
    event_venue_name: text(EVENT_NAME_MAX_LENGTH).optional().default(''),
    event_time_zone: z.string({ error: MESSAGES.required }).trim().min(1, { error: MESSAGES.required }).max(64),
    event_start_date: wallTime(MESSAGES.eventStartRequired),
    event_end_date: z.string().optional().nullable(),
    life_time: flag.optional().default(0),
    /** The event image as a data URL (png, jpeg or webp); absent keeps the current image. */
    fileURL: z.string().max(12_000_000).optional().nullable(),
  }),
  requireEndUnlessOngoing,
);
export type EventInfoBody = z.input<typeof eventInfoBodySchema>;

export const eventInfoReplySchema = z.object({
  status: z.literal(true),
  message: z.string(),
  event: z.object({ id: z.number(), uuid: z.string() }),
});

// ——— POST event-feature ———
export const eventFeatureBodySchema = z.object({
  eventId: eventIdField,
  ...(Object.fromEntries(FEATURE_KEYS.map((key) => [key, flag.optional().default(0)])) as Record<
    (typeof FEATURE_KEYS)[number],
    z.ZodDefault<z.ZodOptional<typeof flag>>
  >),
});
export type EventFeatureBody = z.input<typeof eventFeatureBodySchema>;

/** The spec's feature shape: each feature a list whose first item has status and lock ('enable' = selected). */
export const featureEntrySchema = z.array(
  z.object({ status: z.union([z.literal(0), z.literal(1)]), lock: z.enum(['enable', 'disable']) }),
);
export const featureSchema = z.object(
  Object.fromEntries(FEATURE_KEYS.map((key) => [key, featureEntrySchema])) as Record<
    (typeof FEATURE_KEYS)[number],
    typeof featureEntrySchema
  >,
);
export type Feature = z.infer<typeof featureSchema>;

export const eventFeatureReplySchema = z.object({ status: z.literal(true), feature: featureSchema });

// ——— POST event-option ———
export const eventOptionBodySchema = z.object({
  eventId: eventIdField,
  ...(Object.fromEntries(OPTION_KEYS.map((key) => [key, flag.optional().default(0)])) as Record<
    (typeof OPTION_KEYS)[number],
    z.ZodDefault<z.ZodOptional<typeof flag>>
  >),
  /** The admin password: four digits, sent joined. */
  password: z.string({ error: MESSAGES.required }).regex(/^\d{4}$/, { error: MESSAGES.adminPasswordDigits }),
});
export type EventOptionBody = z.input<typeof eventOptionBodySchema>;

export const eventOptionSchema = z.object({
  ...(Object.fromEntries(OPTION_KEYS.map((key) => [key, z.union([z.literal(0), z.literal(1)])])) as Record<
    (typeof OPTION_KEYS)[number],
    z.ZodUnion<[z.ZodLiteral<0>, z.ZodLiteral<1>]>
  >),
  password: z.string(),
});
export type EventOption = z.infer<typeof eventOptionSchema>;

export const eventOptionReplySchema = z.object({ status: z.literal(true), event_option: eventOptionSchema });

// ——— The event ———
export const EVENT_STATES = ['draft', 'live', 'upcoming', 'past'] as const;
export const eventStateSchema = z.enum(EVENT_STATES);
export type EventState = z.infer<typeof eventStateSchema>;

/** What a list card needs. */
export const eventSummarySchema = z.object({
  id: z.number(),
  uuid: z.string(),
  event_name: z.string(),
  venue_name: z.string(),
  event_details: z.string(),
  time_zone: z.string(),
  /** UTC instants. */
  event_start_date: z.string(),
  event_end_date: z.string(),
  /** The same instants as wall times in the event's zone, 'YYYY-MM-DD HH:mm' (what the forms edit). */
  event_start_local: z.string(),
  event_end_local: z.string(),
  life_time: z.union([z.literal(0), z.literal(1)]),
  event_info_image: z.string().nullable(),
  state: eventStateSchema,
  /** The public download-all address: `{api}file/download?type=all&event_id={uuid}`. */
  media_link: z.string(),
  created_at: z.string(),
});
export type EventSummary = z.infer<typeof eventSummarySchema>;

/** The whole event, with every option step's saved settings (social, email_setting, …; see option-settings.ts). */
export const eventSchema = eventSummarySchema.extend({
  feature: featureSchema.nullable(),
  event_option: eventOptionSchema.nullable(),
  /** Device bought for a single-package event (1, 2 or 3), or null. */
  device: z.number().nullable(),
  /** Single-package events must be paid before they can be finalised. */
  is_paid: z.boolean(),
  ...eventOptionSettingsSchema.shape,
});
export type Event = z.infer<typeof eventSchema>;

export const eventReplySchema = z.object({ event: eventSchema });
export type EventReply = z.infer<typeof eventReplySchema>;

// ——— Lists ———
export const pagedSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    current_page: z.number(),
    last_page: z.number(),
    total: z.number(),
    per_page: z.number(),
    from: z.number().nullable(),
    to: z.number().nullable(),
  });

export const eventListQuerySchema = z.object({
  per_page: z.coerce.number().int().min(1).max(50).optional().default(6),
  page: z.coerce.number().int().min(1).max(100_000).optional().default(1),
  search: z.string().trim().max(100).optional().default(''),
  /** Sent by the spec's client; the signed-in user is what counts. */
  user_id: z.coerce.number().optional(),
});
export type EventListQuery = z.input<typeof eventListQuerySchema>;

export const eventListReplySchema = z.object({ event: pagedSchema(eventSummarySchema) });
export type EventListReply = z.infer<typeof eventListReplySchema>;

export const draftListReplySchema = z.object({ draft_product: z.array(eventSummarySchema) });
export type DraftListReply = z.infer<typeof draftListReplySchema>;

export const continueDraftQuerySchema = z.object({ eventId: eventIdField });

// ——— Finalise, pay, duplicate, remove ———
export const eventStoreReplySchema = z.object({ status: z.literal(true), event: eventSummarySchema });
export type EventStoreReply = z.infer<typeof eventStoreReplySchema>;

export const eventPaymentBodySchema = z
  .object({
    event_id: eventIdField,
    user_id: z.coerce.number().int().positive(),
    user_email: z.string().max(254),
    sources: z.string().max(100).optional(),
    package_id: z.coerce.number().optional(),
    package_type: z.string().max(20).optional(),
    submittedData: z.object({
      device: z.coerce
        .number({ error: MESSAGES.deviceRequired })
        .refine((id) => DEVICES.some((device) => device.id === id), { error: MESSAGES.deviceRequired }),
      price: z.union([z.number(), z.string().max(20)]).optional(),
    }),
  })
  .and(cardFieldsSchema);
export type EventPaymentBody = z.input<typeof eventPaymentBodySchema>;

export const eventPaymentReplySchema = z.object({
  card_info: z.object({
    charge_id: z.string(),
    brand: z.string().nullable(),
    last4: z.string().nullable(),
    amount: z.number(),
    currency: z.string(),
  }),
});
export type EventPaymentReply = z.infer<typeof eventPaymentReplySchema>;

export const duplicateEventBodySchema = withCrossFieldRule(
  z.object({
    event_id: eventIdField,
    event_name: text(EVENT_NAME_MAX_LENGTH).min(1, { error: MESSAGES.required }),
    event_start_date: wallTime(MESSAGES.eventStartRequired),
    event_end_date: z.string().optional().nullable(),
    life_time: flag.optional().default(0),
    // The spec's client also sends its list position; accepted and ignored.
    per_page: z.unknown().optional(),
    page: z.unknown().optional(),
    user_id: z.unknown().optional(),
    search: z.unknown().optional(),
    event_type: z.unknown().optional(),
    uuid: z.unknown().optional(),
  }),
  requireEndUnlessOngoing,
);
export type DuplicateEventBody = z.input<typeof duplicateEventBodySchema>;

export const removeEventBodySchema = z.object({ event_id: eventIdField });
export const removeEventReplySchema = z.object({ status: z.enum(['success', 'error']), message: z.string() });

// ——— The calls ———
/** Every event call is an organiser's, on that organiser's own events. */
const eventCall = { caller: 'organiser', tag: 'events' } as const;
/** Calls on one event, which a plan may refuse for what it lacks. */
const oneEventCall = { ...eventCall, failures: { 403: refusalReplySchema } } as const;
const paidEventCall = { ...eventCall, failures: { 402: paymentDeclinedReplySchema, 403: refusalReplySchema } } as const;

const eventList = (path: string, which: string) =>
  defineEndpoint({
    ...eventCall,
    method: 'GET',
    path,
    summary: `One page of the ${which} events`,
    query: eventListQuerySchema,
    reply: eventListReplySchema,
  });

const eventRemoval = (path: string, summary: string) =>
  defineEndpoint({
    ...oneEventCall,
    method: 'POST',
    path,
    summary,
    body: removeEventBodySchema,
    reply: removeEventReplySchema,
  });

export const eventEndpoints = {
  saveInfo: defineEndpoint({
    ...oneEventCall,
    method: 'POST',
    path: '/event-info',
    summary: 'Creates the draft event, or updates its information and image',
    body: eventInfoBodySchema,
    reply: eventInfoReplySchema,
    bodyLimit: bodyLimitForImage(EVENT_IMAGE_MAX_BYTES),
  }),
  saveFeature: defineEndpoint({
    ...oneEventCall,
    method: 'POST',
    path: '/event-feature',
    summary: "Saves the draft's features",
    body: eventFeatureBodySchema,
    reply: eventFeatureReplySchema,
  }),
  saveOptions: defineEndpoint({
    ...oneEventCall,
    method: 'POST',
    path: '/event-option',
    summary: "Saves the draft's options and admin password",
    body: eventOptionBodySchema,
    reply: eventOptionReplySchema,
  }),
  finalise: defineEndpoint({
    ...paidEventCall,
    method: 'POST',
    path: '/event/store/:eventId',
    summary: 'Turns the draft into an event; a single-package event must be paid first',
    params: z.object({ eventId: idSchema }),
    reply: eventStoreReplySchema,
  }),
  pay: defineEndpoint({
    ...paidEventCall,
    method: 'POST',
    path: '/event-payment',
    summary: "Pays for a single-package event's device; a repeated Idempotency-Key charges once",
    headers: idempotencyHeadersSchema,
    body: eventPaymentBodySchema,
    reply: eventPaymentReplySchema,
  }),
  liveEvents: eventList('/live-event', 'live'),
  upcomingEvents: eventList('/upcoming-event', 'upcoming'),
  pastEvents: eventList('/past-event', 'past'),
  drafts: defineEndpoint({
    ...eventCall,
    method: 'GET',
    path: '/draft-event',
    summary: 'Every draft',
    reply: draftListReplySchema,
  }),
  continueDraft: defineEndpoint({
    ...oneEventCall,
    method: 'GET',
    path: '/continue/draft-event',
    summary: 'A draft with everything saved so far, to carry on with the wizard',
    query: continueDraftQuerySchema,
    reply: eventReplySchema,
  }),
  show: defineEndpoint({
    ...oneEventCall,
    method: 'GET',
    path: '/show-event/:id',
    summary: "One event with every option step's settings",
    params: z.object({ id: idSchema }),
    reply: eventReplySchema,
  }),
  duplicate: defineEndpoint({
    ...oneEventCall,
    method: 'POST',
    path: '/duplicate/event',
    summary: 'Copies an event under a new name and dates',
    body: duplicateEventBodySchema,
    reply: eventReplySchema,
  }),
  remove: eventRemoval('/delete/event', 'Removes an event'),
  removeDraft: eventRemoval('/delete/draft-event', 'Removes a draft'),
};
