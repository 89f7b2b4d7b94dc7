/** The demo events' settings of the form builder step, saved by its service from its update call's body. */
import { formBuilderEndpoints } from '@boothdeck/contract';
import { bodyFor } from '../../../../tools/demo/demo-library.ts';
import type { DemoStep } from '../../../../tools/demo/demo-options.ts';
import { createFormBuilderService } from './form-builder.service.ts';

const FORM_FIELDS = [
  { type: 'text', label: 'Full name', name: 'full_name' },
  { type: 'email', label: 'E-mail', name: 'email' },
  { type: 'text', label: 'Mobile', name: 'mobile' },
  {
    type: 'select',
    label: 'How did you hear about us?',
    name: 'heard_from',
    values: ['Instagram', 'A friend', 'At the venue'],
  },
  { type: 'checkbox', label: 'Send me news and offers', name: 'offers_opt_in', values: ['Yes please'] },
] as const;

export const demo: DemoStep = async ({ options, userId, event }) => {
  const body = bodyFor(formBuilderEndpoints.update, {
    form_name: 'Guest details',
    form_data: FORM_FIELDS.map((field) => ({ ...field, values: 'values' in field ? [...field.values] : [] })),
  });
  return createFormBuilderService(options).save(userId, event.id, body);
};
