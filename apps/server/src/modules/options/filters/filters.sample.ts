/** The filters step as the wizard saves it, for the tests that cover every step. */
import { filterEndpoints } from '@boothdeck/contract';
import { type StepSample, sampleCall } from '../../../test/option-step-samples.ts';
import { first } from '../../../test/options-client.ts';

export const sample: StepSample<'filters'> = {
  calls: ({ eventId, library }) => [
    sampleCall(filterEndpoints.save, { eventId, option_filters: [first(library.filters)] }),
  ],
  shows: ({ library }) => ({ filter: [{ color_filter_id: first(library.filters) }] }),
};
