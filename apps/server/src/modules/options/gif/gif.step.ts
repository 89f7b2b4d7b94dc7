/** The 3 in 1 animation step: the chosen animations with their settings, one row each. */
import { listOrNull, type OptionStep } from '../option-step.ts';
import { gifRoutes } from './gif.routes.ts';
import { readGifs } from './gif.service.ts';

export const gifStep: OptionStep<'gif'> = {
  id: 'gif',
  tables: ['event_gifs'],
  read: async ({ options, event, customFrames }) => ({
    gif_gallery: listOrNull(await readGifs({ options, eventId: event.id, customFrames })),
  }),
  endpoints: gifRoutes,
};
