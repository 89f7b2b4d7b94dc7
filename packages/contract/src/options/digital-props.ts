/**
 * The digital props step: the chosen props, in order.
 * Bodies use the spec's payload names; `:id` in an update path is the event's id.
 */
import { z } from 'zod';
import { acceptingClientItems, type ClientPropItem, idIn } from '../client-shapes.ts';
import { defineEndpoint } from '../endpoint.ts';
import { MESSAGES } from '../messages.ts';
import { eventId, eventParamsSchema, idList, optionCall, saved } from './fields.ts';

const propList = acceptingClientItems(
  idList(MESSAGES.chooseAnyLibrary, 500),
  idIn<ClientPropItem>('prop_id', 'id'),
  '{id, image} or {prop_id, photo_frame}',
);
export const digitalPropBodySchema = z.object({ eventId, digital_prop_frame: propList });
export type DigitalPropBody = z.input<typeof digitalPropBodySchema>;
export const digitalPropUpdateBodySchema = z.object({ eventId: eventId.optional(), digital_prop_frame: propList });
export type DigitalPropUpdateBody = z.input<typeof digitalPropUpdateBodySchema>;

export const digitalPropReplySchema = saved({
  digital_prop: z.literal('success'),
  props: z.array(z.object({ prop_id: z.number(), photo_frame: z.string() })),
});
export type DigitalPropReply = z.infer<typeof digitalPropReplySchema>;

export const digitalPropEndpoints = {
  save: defineEndpoint({
    ...optionCall,
    method: 'POST',
    path: '/digital-prop',
    summary: 'Save the digital props step',
    body: digitalPropBodySchema,
    reply: digitalPropReplySchema,
  }),
  update: defineEndpoint({
    ...optionCall,
    method: 'POST',
    path: '/event/props/update/:id',
    summary: 'Update the chosen digital props',
    params: eventParamsSchema,
    body: digitalPropUpdateBodySchema,
    reply: digitalPropReplySchema,
  }),
};
