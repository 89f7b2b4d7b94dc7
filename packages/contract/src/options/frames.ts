/**
 * The frames step and custom frames (an organiser's own overlay for a frame or a 3 in 1 animation).
 * Bodies use the original client's payload names; `:id` in an update path is the event's id.
 */
import { z } from 'zod';
import { acceptingClientItems, type ClientFrameItem, idIn } from '../client-shapes.ts';
import { defineEndpoint } from '../endpoint.ts';
import { CUSTOM_FRAME_MAX_BYTES, FRAME_HEIGHT, FRAME_WIDTH } from '../option-constants.ts';
import { customFrameSchema } from '../option-settings.ts';
import { ROLES } from '../roles.ts';
import { bodyLimitFor, dataUrlOf, eventId, libraryId, optionCall, removeByIdBodySchema, savedList } from './fields.ts';
import { stepBodies, stepEndpoints } from './step-calls.ts';

/** `frame_id` is the frame's id (create-custom-frame) or the animation's (create-gif-custom-frame). */
export const customFrameBodySchema = z.object({
  customImage: dataUrlOf(CUSTOM_FRAME_MAX_BYTES),
  event_id: eventId,
  frame_id: libraryId,
});
export type CustomFrameBody = z.input<typeof customFrameBodySchema>;

export const customFrameReplySchema = z.object({
  status: z.literal(true),
  custom_frame: customFrameSchema.extend({ frame_id: z.number(), event_id: z.number() }),
});
export type CustomFrameReply = z.infer<typeof customFrameReplySchema>;

export const removedReplySchema = z.object({ status: z.literal(true), message: z.string() });
export type RemovedReply = z.infer<typeof removedReplySchema>;

/** One frame or a list of them (the library modal selects many). */
const frameSelection = acceptingClientItems(
  z.union([libraryId, z.array(libraryId).max(200)]).transform((value) => (Array.isArray(value) ? value : [value])),
  idIn<ClientFrameItem>('frame_id', 'id'),
  '{id, preview_image, custom_frame} or {frame_id, photo_frame}',
);

export const frameEndpoints = stepEndpoints(
  {
    save: stepBodies({ photo_frame: frameSelection }).save,
    update: stepBodies({ photo_frame_template: frameSelection }).update,
  },
  savedList('photo_frame', { frames: z.array(z.object({ frame_id: z.number() })) }),
  {
    save: ['/event-photo-frame', 'Save the frames step (one frame id or a list)'],
    update: ['/event/frame/update/:id', 'Update the chosen frames'],
  },
);

const customFrameUpload = {
  ...optionCall,
  method: 'POST',
  body: customFrameBodySchema,
  reply: customFrameReplySchema,
  bodyLimit: bodyLimitFor(CUSTOM_FRAME_MAX_BYTES),
} as const;
const customFrameRemoval = {
  ...optionCall,
  method: 'POST',
  body: removeByIdBodySchema,
  reply: removedReplySchema,
} as const;
const frameSize = `a ${FRAME_WIDTH}×${FRAME_HEIGHT} image as a data URL`;

/** An organiser's own overlay for a library frame or for a 3 in 1 animation. */
export const customFrameEndpoints = {
  createForFrame: defineEndpoint({
    ...customFrameUpload,
    path: '/create-custom-frame',
    roles: ROLES.managers,
    eventIn: { in: 'body', name: 'event_id' },
    summary: `Upload a custom frame for a frame (${frameSize})`,
  }),
  removeForFrame: defineEndpoint({
    ...customFrameRemoval,
    path: '/removed-custom-frame',
    roles: ROLES.managers,
    summary: 'Remove a custom frame of a frame',
  }),
  createForGif: defineEndpoint({
    ...customFrameUpload,
    path: '/create-gif-custom-frame',
    roles: ROLES.managers,
    eventIn: { in: 'body', name: 'event_id' },
    summary: `Upload a custom frame for a 3 in 1 animation (${frameSize})`,
  }),
  removeForGif: defineEndpoint({
    ...customFrameRemoval,
    path: '/removed-gif-custom-frame',
    roles: ROLES.managers,
    summary: 'Remove a custom frame of a 3 in 1 animation',
  }),
};
