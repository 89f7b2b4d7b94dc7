/** The demo events' settings of the filters step, saved by its service from its update call's body. */
import { filterEndpoints } from '@boothdeck/contract';
import { bodyFor, rotate } from '../../../../tools/demo/demo-library.ts';
import type { DemoStep } from '../../../../tools/demo/demo-options.ts';
import { createFilterService } from './filters.service.ts';

export const demo: DemoStep = async ({ options, userId, event, look: { library } }) => {
  const body = bodyFor(filterEndpoints.update, { option_filters: rotate(library.filters, event.index * 2, 4) });
  return createFilterService(options).save(userId, event.id, body.option_filters);
};
