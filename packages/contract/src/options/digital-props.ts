/**
 * The digital props step: the chosen props, in order.
 * Bodies use the spec's payload names; `:id` in an update path is the event's id.
 */
import { z } from 'zod';
import { acceptingClientItems, type ClientPropItem, idIn } from '../client-shapes.ts';
import { MESSAGES } from '../messages.ts';
import { idList, saved } from './fields.ts';
import { stepBodies, stepEndpoints } from './step-calls.ts';

const propList = acceptingClientItems(
  idList(MESSAGES.chooseAnyLibrary, 500),
  idIn<ClientPropItem>('prop_id', 'id'),
  '{id, image} or {prop_id, photo_frame}',
);
const digitalPropBodies = stepBodies({ digital_prop_frame: propList });
export const { save: digitalPropBodySchema, update: digitalPropUpdateBodySchema } = digitalPropBodies;
export type DigitalPropBody = z.input<typeof digitalPropBodySchema>;
export type DigitalPropUpdateBody = z.input<typeof digitalPropUpdateBodySchema>;

export const digitalPropReplySchema = saved({
  digital_prop: z.literal('success'),
  props: z.array(z.object({ prop_id: z.number(), photo_frame: z.string() })),
});
export type DigitalPropReply = z.infer<typeof digitalPropReplySchema>;

export const digitalPropEndpoints = stepEndpoints(digitalPropBodies, digitalPropReplySchema, {
  save: ['/digital-prop', 'Save the digital props step'],
  update: ['/event/props/update/:id', 'Update the chosen digital props'],
});
