/** The social gallery step as the wizard saves it, with its logo, for the tests that cover every step. */
import { micrositeEndpoints } from '@boothdeck/contract';
import { asDataUrl, pngBytes } from '../../../test/image-fixtures.ts';
import { type StepSample, sampleCall } from '../../../test/option-step-samples.ts';
import { first } from '../../../test/options-client.ts';

export const sample: StepSample<'microsite'> = {
  calls: ({ eventId, library }) => [
    sampleCall(micrositeEndpoints.save, {
      eventId,
      microsite_template_id: first(library.micrositeTemplates),
      gallery_password: 'secret',
      contents: { logo: asDataUrl(pngBytes(), 'image/png') },
    }),
  ],
  shows: ({ library }) => ({
    microsite: { has_gallery_password: true, microsite_template_id: first(library.micrositeTemplates) },
  }),
};
