/** The filters step's calls. */
import { filterEndpoints as calls } from '@boothdeck/contract';
import type { HandledEndpoint } from '../../../plugins/endpoints.ts';
import type { OptionsContext } from '../option-context.ts';
import { savingCalls } from '../step-calls.ts';
import { createFilterService } from './filters.service.ts';

export function filterRoutes(options: OptionsContext): HandledEndpoint[] {
  const service = createFilterService(options);
  return savingCalls(calls, {
    save: (userId, eventId, body) => service.save(userId, eventId, body.option_filters),
    reply: (filter) => ({ filters: 'success' as const, filter }),
  });
}
