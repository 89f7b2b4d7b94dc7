/**
 * Moderation before the gallery: an event with the option `approve_captures` keeps each new
 * capture `pending` until the organiser approves it. Guests (the public gallery, the slide show,
 * share pages, files and the ZIP) see approved captures only; the organiser's gallery shows all of
 * them with their state, and the queue lists those still pending, oldest first.
 */
import { z } from 'zod';
import { idSchema } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { pagedSchema } from './event-list.ts';
import { galleryItemSchema, MODERATION_STATES } from './media.ts';
import { ROLES } from './roles.ts';

/** How many pending captures one page of the queue shows. */
export const MODERATION_PAGE_SIZE = 24;

export const moderatedItemSchema = galleryItemSchema.extend({ moderation: z.enum(MODERATION_STATES) });
export type ModeratedItem = z.infer<typeof moderatedItemSchema>;

export const moderationQueueReplySchema = z.object({
  /** Whether the event asks for approval at all (its option `approve_captures`). */
  approve_captures: z.union([z.literal(0), z.literal(1)]),
  /** The pending captures, oldest first; `total` is the badge's count. */
  queue: pagedSchema(moderatedItemSchema),
});
export type ModerationQueueReply = z.infer<typeof moderationQueueReplySchema>;

export const moderationDecisionBodySchema = z.object({
  event_id: idSchema,
  media_ids: z.array(idSchema).min(1, 'Choose at least one capture').max(200, 'Choose at most 200 captures at once'),
  decision: z.enum(['approved', 'rejected'], 'Choose approved or rejected'),
});
export type ModerationDecisionBody = z.infer<typeof moderationDecisionBodySchema>;

export const moderationResultSchema = z.object({
  /** How many captures changed state. */
  updated: z.number(),
  /** How many are still pending after it. */
  pending_count: z.number(),
});
export type ModerationResult = z.infer<typeof moderationResultSchema>;

const moderationCall = { caller: 'organiser', tag: 'gallery' } as const;

export const moderationEndpoints = {
  queue: defineEndpoint({
    ...moderationCall,
    method: 'GET',
    path: '/moderation-queue',
    roles: ROLES.staff,
    eventIn: { in: 'query', name: 'event_id' },
    summary: "One page of the event's captures waiting for approval, oldest first, with their count",
    query: z.object({
      event_id: idSchema,
      page: z.coerce.number().int().min(1).max(100_000).optional().default(1),
      per_page: z.coerce.number().int().min(1).max(100).optional().default(MODERATION_PAGE_SIZE),
    }),
    reply: moderationQueueReplySchema,
  }),
  decide: defineEndpoint({
    ...moderationCall,
    method: 'POST',
    path: '/moderation/decide',
    roles: ROLES.staff,
    eventIn: { in: 'body', name: 'event_id' },
    summary: 'Approves or rejects captures of one event; a rejected capture can be approved later and back',
    body: moderationDecisionBodySchema,
    reply: moderationResultSchema,
  }),
  approveAll: defineEndpoint({
    ...moderationCall,
    method: 'POST',
    path: '/moderation/approve-all',
    roles: ROLES.staff,
    eventIn: { in: 'body', name: 'event_id' },
    summary: 'Approves every pending capture of one event (not the rejected ones)',
    body: z.object({ event_id: idSchema }),
    reply: moderationResultSchema,
  }),
} as const;
