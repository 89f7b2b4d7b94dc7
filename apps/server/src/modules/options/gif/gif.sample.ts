/** The 3 in 1 animation step as the wizard saves it, with a custom frame, for the tests that cover every step. */
import { customFrameEndpoints, gifEndpoints } from '@boothdeck/contract';
import { expect } from 'vitest';
import { type StepSample, sampleCall } from '../../../test/option-step-samples.ts';
import { first } from '../../../test/options-client.ts';

export const sample: StepSample<'gif'> = {
  calls: ({ eventId, library, customFrame }) => [
    sampleCall(gifEndpoints.save, { eventId, gif_setting: [{ gifId: first(library.gifs) }] }),
    sampleCall(customFrameEndpoints.createForGif, {
      event_id: eventId,
      frame_id: first(library.gifs),
      customImage: customFrame,
    }),
  ],
  shows: ({ library }) => ({
    gif_gallery: [{ gif_id: first(library.gifs), gif: { custom_frame: [{ id: expect.any(Number) }] } }],
  }),
};
