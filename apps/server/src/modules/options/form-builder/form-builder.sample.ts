/** The form builder step as the wizard saves it, for the tests that cover every step. */
import { formBuilderEndpoints } from '@boothdeck/contract';
import { type StepSample, sampleCall } from '../../../test/option-step-samples.ts';

export const sample: StepSample<'form-builder'> = {
  calls: ({ eventId }) => [
    sampleCall(formBuilderEndpoints.save, {
      eventId,
      form_name: 'Custom Form',
      form_data: [{ type: 'text', label: 'Name', name: 'name' }],
    }),
  ],
  shows: () => ({ event_form_builder: { form_name: 'Custom Form' } }),
};
