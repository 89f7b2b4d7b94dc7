import { filterEndpoints } from '@boothdeck/contract';
import { saveStepCall } from '../../common/save-step-call';

/** The wizard step saves with POST event-filter; the edit screen with POST /event/filter/update/{id}. */
export const saveFilters = (eventId: number) => (filterIds: number[], isUpdate: boolean) =>
  saveStepCall(filterEndpoints, eventId, isUpdate, {
    save: () => ({ eventId, option_filters: filterIds }),
    update: () => ({ option_filters: filterIds }),
  });
