/** Finalising a draft, paying for a single-package event, duplicating and removing an event. */
import { z } from 'zod';
import { eventIdFieldSchema, flagSchema } from './common.ts';
import { withCrossFieldRule } from './cross-field-rules.ts';
import { DEVICES, EVENT_NAME_MAX_LENGTH } from './event-constants.ts';
import { eventText, requireEndUnlessOngoing, wallTime } from './event-dates.ts';
import { eventSummarySchema } from './event-list.ts';
import { MESSAGES } from './messages.ts';
import { cardFieldsSchema } from './packages.ts';

// ——— Finalise, pay, duplicate, remove ———
export const eventStoreReplySchema = z.object({ status: z.literal(true), event: eventSummarySchema });
export type EventStoreReply = z.infer<typeof eventStoreReplySchema>;

export const eventPaymentBodySchema = z
  .object({
    event_id: eventIdFieldSchema,
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
    event_id: eventIdFieldSchema,
    event_name: eventText(EVENT_NAME_MAX_LENGTH).min(1, { error: MESSAGES.required }),
    event_start_date: wallTime(MESSAGES.eventStartRequired),
    event_end_date: z.string().optional().nullable(),
    life_time: flagSchema.optional().default(0),
    // The original client also sends its list position; accepted and ignored.
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

export const removeEventBodySchema = z.object({ event_id: eventIdFieldSchema });
export const removeEventReplySchema = z.object({ status: z.enum(['success', 'error']), message: z.string() });
