/**
 * The filters step: the chosen colour filters, in order.
 * Bodies use the original client's payload names; `:id` in an update path is the event's id.
 */
import { z } from 'zod';
import { acceptingClientItems, type ClientFilterItem, idIn } from '../client-shapes.ts';
import { libraryId, savedList } from './fields.ts';
import { stepBodies, stepEndpoints } from './step-calls.ts';

const filterList = acceptingClientItems(
  z.array(libraryId).max(200),
  idIn<ClientFilterItem>('color_filter_id', 'id'),
  '{color_filter_id, filter_photo, id, filter_url}',
);
export const filterEndpoints = stepEndpoints(
  stepBodies({ option_filters: filterList }),
  savedList('filters', { filter: z.array(z.object({ color_filter_id: z.number() })) }),
  {
    save: ['/event-filter', 'Save the filters step'],
    update: ['/event/filter/update/:id', 'Update the chosen filters'],
  },
);
