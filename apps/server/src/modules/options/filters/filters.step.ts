/** The filters step: the chosen colour filters, one row each. */
import { listOrNull, type OptionStep } from '../option-step.ts';
import { filterRoutes } from './filters.routes.ts';
import { readFilters } from './filters.service.ts';

export const filtersStep: OptionStep<'filters'> = {
  id: 'filters',
  tables: ['event_filters'],
  read: async ({ options, event }) => ({ filter: listOrNull(await readFilters(options, event.id)) }),
  endpoints: filterRoutes,
};
