/** The digital props step: the chosen props, one row each. */
import { listOrNull, type OptionStep } from '../option-step.ts';
import { digitalPropRoutes } from './digital-props.routes.ts';
import { readProps } from './digital-props.service.ts';

export const digitalPropsStep: OptionStep<'digital-props'> = {
  id: 'digital-props',
  tables: ['event_props'],
  read: async ({ options, event }) => ({ digital_prop: listOrNull(await readProps(options, event.id)) }),
  endpoints: digitalPropRoutes,
};
