/** The demo events' settings of the 3 in 1 fast step, saved by its service from its update call's body. */
import { burstGifEndpoints } from '@boothdeck/contract';
import { bodyFor, rotate } from '../../../../tools/demo/demo-library.ts';
import type { DemoStep } from '../../../../tools/demo/demo-options.ts';
import { createBurstGifService } from './burst-gif.service.ts';

export const demo: DemoStep = async ({ options, userId, event, look: { library } }) => {
  const brust_gif = rotate(library.burstGifs, event.index, 2).map((brustGifId, position) => ({
    brustGifId,
    number_of_frame: position === 0 ? 8 : 12,
    playback_speed: 3,
    individual_photo: 'disabled' as const,
  }));
  const body = bodyFor(burstGifEndpoints.update, { brust_gif });
  return createBurstGifService(options).save(userId, event.id, body.brust_gif);
};
