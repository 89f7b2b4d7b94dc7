/** What the animation steps (3 in 1 animation, 3 in 1 fast) build their bodies from. */
import type { z } from 'zod';
import { acceptingClientItems } from '../client-shapes.ts';
import { animationList } from './fields.ts';
import { stepBodies } from './step-calls.ts';

/**
 * An animation step's save and update bodies: under `listKey` the chosen animations, in order,
 * each with its settings; `toOurs` takes an item as the client keeps it (`clientShape`).
 */
export const animationStepBodies = <const ListKey extends string, Item extends z.ZodType, ClientItem>(
  listKey: ListKey,
  item: Item,
  toOurs: (item: ClientItem) => unknown,
  clientShape: string,
) => {
  const list = acceptingClientItems(animationList(item), toOurs, clientShape);
  return stepBodies({ [listKey]: list } as Record<ListKey, typeof list>);
};
