/**
 * The 3 in 1 fast step ('brust gif' in the API): the chosen styles, in order, each with its settings.
 * Bodies use the original client's payload names; `:id` in an update path is the event's id.
 */
import { z } from 'zod';
import { type ClientBurstGifItem, settingsIn } from '../client-shapes.ts';
import { MESSAGES } from '../messages.ts';
import { BURST_FRAME_COUNTS, DEFAULT_BURST_FRAME_COUNT } from '../option-constants.ts';
import { burstGifSettingItemSchema } from '../option-settings.ts';
import { animationStepBodies } from './animation-step.ts';
import { animationSettings, libraryId, savedList } from './fields.ts';
import { stepEndpoints } from './step-calls.ts';

export const burstGifInputSchema = z.object({
  brustGifId: libraryId,
  number_of_frame: z.coerce
    .number({ error: MESSAGES.burstFrameCount })
    .refine((count) => (BURST_FRAME_COUNTS as readonly number[]).includes(count), {
      error: MESSAGES.burstFrameCount,
    })
    .default(DEFAULT_BURST_FRAME_COUNT),
  ...animationSettings,
});
export type BurstGifInput = z.input<typeof burstGifInputSchema>;

const burstGifBodies = animationStepBodies(
  'brust_gif',
  burstGifInputSchema,
  settingsIn<ClientBurstGifItem<BurstGifInput>>(
    'brustGifId',
    ['settings', 'brust_gif_setting'],
    ['brust_gif_id', 'id'],
  ),
  '{id, photo, settings: {brustGifId, number_of_frame, …}}',
);
export const burstGifBodySchema = burstGifBodies.save;
export type BurstGifBody = z.input<typeof burstGifBodySchema>;

export const burstGifSaveReplySchema = savedList('brust_gif', { galleryItems: z.array(burstGifSettingItemSchema) });
export type BurstGifSaveReply = z.infer<typeof burstGifSaveReplySchema>;
export const burstGifReplySchema = z.object({ galleryItems: z.array(burstGifSettingItemSchema) });

/** The 3 in 1 fast calls; the API spells burst 'brust' in its paths and fields. */
export const burstGifEndpoints = stepEndpoints(burstGifBodies, burstGifSaveReplySchema, {
  save: ['/event-brust-gif', 'Save the 3 in 1 fast step'],
  update: ['/event/brust-gif/update/:id', 'Update the chosen 3 in 1 fast styles'],
  read: ['/event-brust-gif/:id', 'The chosen 3 in 1 fast styles with their settings', burstGifReplySchema],
});
