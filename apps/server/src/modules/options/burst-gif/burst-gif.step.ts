/** The 3 in 1 fast step: the chosen fast styles with their settings, one row each. */
import { listOrNull, type OptionStep } from '../option-step.ts';
import { burstGifRoutes } from './burst-gif.routes.ts';
import { readBurstGifs } from './burst-gif.service.ts';

export const burstGifStep: OptionStep<'burst-gif'> = {
  id: 'burst-gif',
  tables: ['event_burst_gifs'],
  read: async ({ options, event }) => ({ brust_gif_gallery: listOrNull(await readBurstGifs(options, event.id)) }),
  endpoints: burstGifRoutes,
};
