/** The custom branding step as the wizard saves it, with its watermark, for the tests that cover every step. */
import { customBrandingEndpoints } from '@boothdeck/contract';
import { asDataUrl, pngBytes } from '../../../test/image-fixtures.ts';
import { type StepSample, sampleCall } from '../../../test/option-step-samples.ts';

export const sample: StepSample<'custom-branding'> = {
  calls: ({ eventId }) => [
    sampleCall(customBrandingEndpoints.save, {
      event_id: eventId,
      photo: asDataUrl(pngBytes(), 'image/png'),
      align_x: 'left',
      align_y: 'top',
    }),
  ],
  shows: ({ eventId }) => ({ watermark: { id: eventId, align_x: 'left', align_y: 'top' } }),
};
