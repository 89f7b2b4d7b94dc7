/** The printing step as the wizard saves it, with a strip's print frame, for the tests that cover every step. */
import { printingEndpoints } from '@boothdeck/contract';
import { asDataUrl, blankPng } from '../../../test/image-fixtures.ts';
import { type StepSample, sampleCall } from '../../../test/option-step-samples.ts';

export const sample: StepSample<'printing'> = {
  calls: ({ eventId }) => [
    sampleCall(printingEndpoints.save, {
      eventId,
      paper: '2x6-strips',
      copies: 2,
      auto_print: 1,
      print_limit: 300,
      strip_shots: 4,
      print_frame: asDataUrl(blankPng(600, 1800), 'image/png'),
    }),
  ],
  shows: () => ({ printing: { paper: '2x6-strips', copies: 2, auto_print: 1, print_limit: 300, strip_shots: 4 } }),
};
