/**
 * The 3 in 1 animation step: the chosen animations, in order, each with its settings.
 * Bodies use the original client's payload names; `:id` in an update path is the event's id.
 */
import { z } from 'zod';
import { type ClientGifItem, settingsIn } from '../client-shapes.ts';
import { MESSAGES } from '../messages.ts';
import { GIF_COUNTDOWN_SECONDS, GIF_FRAME_COUNT } from '../option-constants.ts';
import { gifSettingItemSchema } from '../option-settings.ts';
import { animationStepBodies } from './animation-step.ts';
import { animationSettings, libraryId, savedList } from './fields.ts';
import { stepEndpoints } from './step-calls.ts';

export const gifSettingInputSchema = z.object({
  gifId: libraryId,
  number_of_frame: z.coerce
    .number({ error: MESSAGES.gifFrameCount })
    .int({ error: MESSAGES.gifFrameCount })
    .min(GIF_FRAME_COUNT.min, { error: MESSAGES.gifFrameCount })
    .max(GIF_FRAME_COUNT.max, { error: MESSAGES.gifFrameCount })
    .default(GIF_FRAME_COUNT.default),
  interval_count_down: z.coerce
    .number({ error: MESSAGES.gifCountdown })
    .int({ error: MESSAGES.gifCountdown })
    .min(GIF_COUNTDOWN_SECONDS.min, { error: MESSAGES.gifCountdown })
    .max(GIF_COUNTDOWN_SECONDS.max, { error: MESSAGES.gifCountdown })
    .default(GIF_COUNTDOWN_SECONDS.default),
  ...animationSettings,
});
export type GifSettingInput = z.input<typeof gifSettingInputSchema>;

const gifSettingBodies = animationStepBodies(
  'gif_setting',
  gifSettingInputSchema,
  settingsIn<ClientGifItem<GifSettingInput>>('gifId', ['settings', 'gif_settings'], ['gif_id', 'id']),
  '{id, photo, image, settings: {gifId, number_of_frame, …}, custom_frame}',
);
export const gifSettingBodySchema = gifSettingBodies.save;
export type GifSettingBody = z.input<typeof gifSettingBodySchema>;

export const gifSettingSaveReplySchema = savedList('gif_setting', { gifSetting: z.array(gifSettingItemSchema) });
export type GifSettingSaveReply = z.infer<typeof gifSettingSaveReplySchema>;
export const gifSettingReplySchema = z.object({ status: z.literal(true), gifSetting: z.array(gifSettingItemSchema) });

export const gifEndpoints = stepEndpoints(gifSettingBodies, gifSettingSaveReplySchema, {
  save: ['/gif-setting', 'Save the 3 in 1 animation step'],
  update: ['/event/gif-setting/update/:id', 'Update the chosen 3 in 1 animations'],
  read: ['/gif-setting/:id', 'The chosen 3 in 1 animations with their settings', gifSettingReplySchema],
});
