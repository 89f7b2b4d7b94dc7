/** The frames step as the wizard saves it, with a custom frame, for the tests that cover every step. */
import { customFrameEndpoints, frameEndpoints } from '@boothdeck/contract';
import { expect } from 'vitest';
import { type StepSample, sampleCall } from '../../../test/option-step-samples.ts';
import { first } from '../../../test/options-client.ts';

export const sample: StepSample<'frames'> = {
  calls: ({ eventId, library, customFrame }) => [
    sampleCall(frameEndpoints.save, { eventId, photo_frame: first(library.frames) }),
    sampleCall(customFrameEndpoints.createForFrame, {
      event_id: eventId,
      frame_id: first(library.frames),
      customImage: customFrame,
    }),
  ],
  shows: ({ library }) => ({
    photo_frame: [{ frame_id: first(library.frames), custom_frame: [{ id: expect.any(Number) }] }],
  }),
};
