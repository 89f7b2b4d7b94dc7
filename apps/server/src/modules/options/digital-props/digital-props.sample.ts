/** The digital props step as the wizard saves it, for the tests that cover every step. */
import { digitalPropEndpoints } from '@boothdeck/contract';
import { type StepSample, sampleCall } from '../../../test/option-step-samples.ts';

export const sample: StepSample<'digital-props'> = {
  calls: ({ eventId, library }) => [
    sampleCall(digitalPropEndpoints.save, { eventId, digital_prop_frame: library.props.slice(0, 2) }),
  ],
  shows: ({ library }) => ({ digital_prop: [{ prop_id: library.props[0] }, { prop_id: library.props[1] }] }),
};
