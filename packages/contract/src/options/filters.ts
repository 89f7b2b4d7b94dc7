/**
 * The filters step: the chosen colour filters, in order.
 * Bodies use the spec's payload names; `:id` in an update path is the event's id.
 */
import { z } from 'zod';
import { acceptingClientItems, type ClientFilterItem, idIn } from '../client-shapes.ts';
import { libraryId, saved } from './fields.ts';
import { stepBodies, stepEndpoints } from './step-calls.ts';

const filterList = acceptingClientItems(
  z.array(libraryId).max(200),
  idIn<ClientFilterItem>('color_filter_id', 'id'),
  '{color_filter_id, filter_photo, id, filter_url}',
);
const filterBodies = stepBodies({ option_filters: filterList });
export const { save: eventFilterBodySchema, update: filterUpdateBodySchema } = filterBodies;
export type EventFilterBody = z.input<typeof eventFilterBodySchema>;
export type FilterUpdateBody = z.input<typeof filterUpdateBodySchema>;

export const eventFilterReplySchema = saved({
  filters: z.literal('success'),
  filter: z.array(z.object({ color_filter_id: z.number() })),
});
export type EventFilterReply = z.infer<typeof eventFilterReplySchema>;

export const filterEndpoints = stepEndpoints(filterBodies, eventFilterReplySchema, {
  save: ['/event-filter', 'Save the filters step'],
  update: ['/event/filter/update/:id', 'Update the chosen filters'],
});
