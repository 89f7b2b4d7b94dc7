/** The virtual backdrop step as the wizard saves it, with one picture, for the tests that cover every step. */
import { backdropEndpoints } from '@boothdeck/contract';
import { expect } from 'vitest';
import { asDataUrl, pngBytes } from '../../../test/image-fixtures.ts';
import { type StepSample, sampleCall } from '../../../test/option-step-samples.ts';

export const sample: StepSample<'backdrops'> = {
  calls: ({ eventId }) => [
    sampleCall(backdropEndpoints.save, {
      eventId,
      backdrops: [{ name: 'Beach', image: asDataUrl(pngBytes(), 'image/png') }],
    }),
  ],
  shows: () => ({ backdrop: [{ name: 'Beach', image: expect.stringMatching(/^\/media\//) }] }),
};
