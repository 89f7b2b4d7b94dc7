/** The event wizard's first three steps: event-info, event-feature and event-option. */
import { z } from 'zod';
import { eventIdFieldSchema, flagSchema } from './common.ts';
import { withCrossFieldRule } from './cross-field-rules.ts';
import {
  ADMIN_PASSWORD_DIGITS,
  EVENT_NAME_MAX_LENGTH,
  EVENT_TEXT_MAX_LENGTH,
  FEATURE_KEYS,
  OPTION_KEYS,
} from './event-constants.ts';
import { eventText, requireEndUnlessOngoing, wallTime } from './event-dates.ts';
import { MESSAGES } from './messages.ts';

// ——— POST event-info ———
export const eventInfoBodySchema = withCrossFieldRule(
  z.object({
    eventId: eventIdFieldSchema.optional().nullable(),
    event_name: eventText(EVENT_NAME_MAX_LENGTH).min(1, { error: MESSAGES.required }),
    event_details: eventText(EVENT_TEXT_MAX_LENGTH).optional().default(''),
    event_venue_name: eventText(EVENT_NAME_MAX_LENGTH).optional().default(''),
    event_time_zone: z.string({ error: MESSAGES.required }).trim().min(1, { error: MESSAGES.required }).max(64),
    event_start_date: wallTime(MESSAGES.eventStartRequired),
    event_end_date: z.string().optional().nullable(),
    life_time: flagSchema.optional().default(0),
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
  eventId: eventIdFieldSchema,
  ...(Object.fromEntries(FEATURE_KEYS.map((key) => [key, flagSchema.optional().default(0)])) as Record<
    (typeof FEATURE_KEYS)[number],
    z.ZodDefault<z.ZodOptional<typeof flagSchema>>
  >),
});
export type EventFeatureBody = z.input<typeof eventFeatureBodySchema>;

/** The API's feature shape: each feature a list whose first item has status and lock ('enable' = selected). */
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
  eventId: eventIdFieldSchema,
  ...(Object.fromEntries(OPTION_KEYS.map((key) => [key, flagSchema.optional().default(0)])) as Record<
    (typeof OPTION_KEYS)[number],
    z.ZodDefault<z.ZodOptional<typeof flagSchema>>
  >),
  /** The admin password: four digits, sent joined. */
  password: z
    .string({ error: MESSAGES.required })
    .regex(new RegExp(`^\\d{${ADMIN_PASSWORD_DIGITS}}$`), { error: MESSAGES.adminPasswordDigits }),
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
