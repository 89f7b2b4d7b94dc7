/** The form builder step: the data-capture form, one setting document. */
import type { OptionStep } from '../option-step.ts';
import { formBuilderRoutes } from './form-builder.routes.ts';
import { readForm } from './form-builder.service.ts';

export const formBuilderStep: OptionStep<'form-builder'> = {
  id: 'form-builder',
  tables: [],
  read: ({ docs }) => ({ event_form_builder: readForm(docs.get('form-builder')) }),
  endpoints: formBuilderRoutes,
};
