/**
 * The filters step: the chosen colour filters, in order.
 * Bodies use the spec's payload names; `:id` in an update path is the event's id.
 */
import { z } from 'zod';
import { acceptingClientItems, type ClientFilterItem, idIn } from '../client-shapes.ts';
import { defineEndpoint } from '../endpoint.ts';
import { eventId, eventParamsSchema, libraryId, optionCall, saved } from './fields.ts';

const filterList = acceptingClientItems(
  z.array(libraryId).max(200),
  idIn<ClientFilterItem>('color_filter_id', 'id'),
  '{color_filter_id, filter_photo, id, filter_url}',
);
export const eventFilterBodySchema = z.object({ eventId, option_filters: filterList });
export type EventFilterBody = z.input<typeof eventFilterBodySchema>;
export const filterUpdateBodySchema = z.object({ eventId: eventId.optional(), option_filters: filterList });
export type FilterUpdateBody = z.input<typeof filterUpdateBodySchema>;

export const eventFilterReplySchema = saved({
  filters: z.literal('success'),
  filter: z.array(z.object({ color_filter_id: z.number() })),
});
export type EventFilterReply = z.infer<typeof eventFilterReplySchema>;

export const filterEndpoints = {
  save: defineEndpoint({
    ...optionCall,
    method: 'POST',
    path: '/event-filter',
    summary: 'Save the filters step',
    body: eventFilterBodySchema,
    reply: eventFilterReplySchema,
  }),
  update: defineEndpoint({
    ...optionCall,
    method: 'POST',
    path: '/event/filter/update/:id',
    summary: 'Update the chosen filters',
    params: eventParamsSchema,
    body: filterUpdateBodySchema,
    reply: eventFilterReplySchema,
  }),
};
