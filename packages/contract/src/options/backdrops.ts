/**
 * The virtual backdrop step: the organiser's own backdrop pictures, which the booth puts behind
 * the guest in place of the room. A save sends the whole list: a new picture as a data URL, a kept
 * one by its address; a picture left out is removed. `:id` in an update path is the event's id.
 */
import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { backdropSchema } from '../option-settings.ts';
import { bodyLimitFor, dataUrlOf, requiredText, saved } from './fields.ts';
import { stepBodies, stepEndpoints } from './step-calls.ts';

/** A backdrop picture's largest file, and how many one event may have. */
export const BACKDROP_MAX_BYTES = 3 * 1024 * 1024;
export const BACKDROP_MAX_COUNT = 4;
export const BACKDROP_NAME_MAX_LENGTH = 60;

const backdropItemSchema = z.object({
  name: requiredText(BACKDROP_NAME_MAX_LENGTH),
  /** A data URL of a new picture, or the address of one of the event's backdrops to keep. */
  image: dataUrlOf(BACKDROP_MAX_BYTES).min(1, { error: MESSAGES.backdropImageInvalid }),
});
export type BackdropItem = z.input<typeof backdropItemSchema>;

const backdropList = z
  .array(backdropItemSchema)
  .min(1, { error: MESSAGES.backdropRequired })
  .max(BACKDROP_MAX_COUNT, { error: MESSAGES.backdropTooMany });

export const backdropReplySchema = saved({ backdrop: z.array(backdropSchema) });
export type BackdropReply = z.infer<typeof backdropReplySchema>;

export const backdropEndpoints = stepEndpoints(stepBodies({ backdrops: backdropList }), backdropReplySchema, {
  save: ['/event-backdrop', 'Save the virtual backdrop step (the whole list of backdrop pictures)'],
  update: ['/event/backdrop/update/:id', "Update the event's backdrop pictures"],
  bodyLimit: bodyLimitFor(BACKDROP_MAX_BYTES * BACKDROP_MAX_COUNT),
});
export type BackdropBody = z.input<typeof backdropEndpoints.save.body>;
