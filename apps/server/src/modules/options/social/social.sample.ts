/** The social step as the wizard saves it, for the tests that cover every step. */
import { socialEndpoints } from '@boothdeck/contract';
import { type StepSample, sampleCall } from '../../../test/option-step-samples.ts';

export const sample: StepSample<'social'> = {
  calls: ({ eventId }) => [
    sampleCall(socialEndpoints.save, { eventId, email_message: 'Hi', instagramToggle: 1, facebookToggle: 1 }),
  ],
  shows: () => ({ social: { instagram: '1', client_facebook: '1', email_message: 'Hi' } }),
};
