/** The text messaging step as the wizard saves it, for the tests that cover every step. */
import { smsEndpoints } from '@boothdeck/contract';
import { type StepSample, sampleCall } from '../../../test/option-step-samples.ts';

export const sample: StepSample<'sms'> = {
  calls: ({ eventId }) => [sampleCall(smsEndpoints.save, { eventId, text_message: 'Your photos' })],
  shows: () => ({ text_message: { text_message: 'Your photos', google_review_message_delay: 1 } }),
};
