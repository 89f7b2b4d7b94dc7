/**
 * The 3 in 1 fast step ('brust gif' in the API): the chosen styles, in order, each with its settings.
 * Bodies use the spec's payload names; `:id` in an update path is the event's id.
 */
import { z } from 'zod';
import { acceptingClientItems, type ClientBurstGifItem, settingsIn } from '../client-shapes.ts';
import { defineEndpoint } from '../endpoint.ts';
import { MESSAGES } from '../messages.ts';
import { BURST_FRAME_COUNTS, DEFAULT_BURST_FRAME_COUNT } from '../option-constants.ts';
import { burstGifSettingItemSchema } from '../option-settings.ts';
import {
  eventId,
  eventParamsSchema,
  individualPhoto,
  libraryId,
  optionCall,
  overlayFlags,
  playbackSpeed,
  saved,
} from './fields.ts';

export const burstGifInputSchema = z.object({
  brustGifId: libraryId,
  number_of_frame: z.coerce
    .number({ error: MESSAGES.burstFrameCount })
    .refine((count) => (BURST_FRAME_COUNTS as readonly number[]).includes(count), {
      error: MESSAGES.burstFrameCount,
    })
    .default(DEFAULT_BURST_FRAME_COUNT),
  playback_speed: playbackSpeed,
  individual_photo: individualPhoto,
  ...overlayFlags,
});
export type BurstGifInput = z.input<typeof burstGifInputSchema>;

const burstGifList = acceptingClientItems(
  z
    .array(burstGifInputSchema, { error: MESSAGES.chooseAnyAnimation })
    .min(1, { error: MESSAGES.chooseAnyAnimation })
    .max(100),
  settingsIn<ClientBurstGifItem<BurstGifInput>>(
    'brustGifId',
    ['settings', 'brust_gif_setting'],
    ['brust_gif_id', 'id'],
  ),
  '{id, photo, settings: {brustGifId, number_of_frame, …}}',
);

export const burstGifBodySchema = z.object({ eventId, brust_gif: burstGifList });
export type BurstGifBody = z.input<typeof burstGifBodySchema>;
export const burstGifUpdateBodySchema = z.object({ eventId: eventId.optional(), brust_gif: burstGifList });
export type BurstGifUpdateBody = z.input<typeof burstGifUpdateBodySchema>;

export const burstGifSaveReplySchema = saved({
  brust_gif: z.literal('success'),
  galleryItems: z.array(burstGifSettingItemSchema),
});
export type BurstGifSaveReply = z.infer<typeof burstGifSaveReplySchema>;
export const burstGifReplySchema = z.object({ galleryItems: z.array(burstGifSettingItemSchema) });
export type BurstGifReply = z.infer<typeof burstGifReplySchema>;

/** The 3 in 1 fast calls; the API spells burst 'brust' in its paths and fields. */
export const burstGifEndpoints = {
  get: defineEndpoint({
    ...optionCall,
    method: 'GET',
    path: '/event-brust-gif/:id',
    summary: 'The chosen 3 in 1 fast styles with their settings',
    params: eventParamsSchema,
    reply: burstGifReplySchema,
  }),
  save: defineEndpoint({
    ...optionCall,
    method: 'POST',
    path: '/event-brust-gif',
    summary: 'Save the 3 in 1 fast step',
    body: burstGifBodySchema,
    reply: burstGifSaveReplySchema,
  }),
  update: defineEndpoint({
    ...optionCall,
    method: 'POST',
    path: '/event/brust-gif/update/:id',
    summary: 'Update the chosen 3 in 1 fast styles',
    params: eventParamsSchema,
    body: burstGifUpdateBodySchema,
    reply: burstGifSaveReplySchema,
  }),
};
