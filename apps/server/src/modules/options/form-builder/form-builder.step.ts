/** The form builder step: the data-capture form, one setting document. */
import type { OptionStep } from '../option-step.ts';
import { formBuilderRoutes } from './form-builder.routes.ts';
import { readForm } from './form-builder.service.ts';

export const formBuilderStep: OptionStep<'form-builder'> = {
  id: 'form-builder',
  stores: { settings: ['form'], tables: [] },
  read: ({ docs }) => ({ event_form_builder: readForm(docs.get('form')) }),
  endpoints: formBuilderRoutes,
};
