/** The e-mail step as the wizard saves it, for the tests that cover every step. */
import { emailEndpoints } from '@boothdeck/contract';
import { type StepSample, sampleCall } from '../../../test/option-step-samples.ts';
import { first } from '../../../test/options-client.ts';

export const sample: StepSample<'email'> = {
  calls: ({ eventId, library }) => [
    sampleCall(emailEndpoints.save, {
      eventId,
      from_name: 'Us',
      email_subject: 'Photos',
      email_template_id: first(library.emailTemplates),
    }),
  ],
  shows: () => ({ email_setting: { from_name: 'Us', email_subject: 'Photos', draft_status: 'final' } }),
};
