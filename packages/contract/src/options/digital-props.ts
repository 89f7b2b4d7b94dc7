/**
 * The digital props step: the chosen props, in order.
 * Bodies use the original client's payload names; `:id` in an update path is the event's id.
 */
import { z } from 'zod';
import { acceptingClientItems, type ClientPropItem, idIn } from '../client-shapes.ts';
import { MESSAGES } from '../messages.ts';
import { idList, savedList } from './fields.ts';
import { stepBodies, stepEndpoints } from './step-calls.ts';

const propList = acceptingClientItems(
  idList(MESSAGES.chooseAnyLibrary, 500),
  idIn<ClientPropItem>('prop_id', 'id'),
  '{id, image} or {prop_id, photo_frame}',
);
export const digitalPropEndpoints = stepEndpoints(
  stepBodies({ digital_prop_frame: propList }),
  savedList('digital_prop', { props: z.array(z.object({ prop_id: z.number(), photo_frame: z.string() })) }),
  {
    save: ['/digital-prop', 'Save the digital props step'],
    update: ['/event/props/update/:id', 'Update the chosen digital props'],
  },
);
