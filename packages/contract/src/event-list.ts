/**
 * The event as replies carry it (UTC instants plus the same wall times in the event's zone) and
 * the event lists: live, upcoming and past pages, and the drafts.
 */
import { z } from 'zod';
import { eventIdFieldSchema } from './common.ts';
import { eventOptionSchema, featureSchema } from './event-wizard.ts';
import { eventOptionSettingsSchema } from './option-settings.ts';

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
  /** Sent by the original client; the signed-in user is what counts. */
  user_id: z.coerce.number().optional(),
});
export type EventListQuery = z.input<typeof eventListQuerySchema>;

export const eventListReplySchema = z.object({ event: pagedSchema(eventSummarySchema) });
export type EventListReply = z.infer<typeof eventListReplySchema>;

export const draftListReplySchema = z.object({ draft_product: z.array(eventSummarySchema) });
export type DraftListReply = z.infer<typeof draftListReplySchema>;

export const continueDraftQuerySchema = z.object({ eventId: eventIdFieldSchema });
