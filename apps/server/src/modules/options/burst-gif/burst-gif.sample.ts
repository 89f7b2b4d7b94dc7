/** The 3 in 1 fast step as the wizard saves it, for the tests that cover every step. */
import { burstGifEndpoints } from '@boothdeck/contract';
import { type StepSample, sampleCall } from '../../../test/option-step-samples.ts';
import { first } from '../../../test/options-client.ts';

export const sample: StepSample<'burst-gif'> = {
  calls: ({ eventId, library }) => [
    sampleCall(burstGifEndpoints.save, { eventId, brust_gif: [{ brustGifId: first(library.burstGifs) }] }),
  ],
  shows: ({ library }) => ({ brust_gif_gallery: [{ brust_gif_id: first(library.burstGifs) }] }),
};
