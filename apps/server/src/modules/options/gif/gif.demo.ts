/** The demo events' settings of the 3 in 1 animation step, saved by its service from its update call's body. */
import { gifEndpoints } from '@boothdeck/contract';
import { bodyFor, rotate } from '../../../../tools/demo/demo-library.ts';
import type { DemoStep } from '../../../../tools/demo/demo-options.ts';
import { createGifService } from './gif.service.ts';

export const demo: DemoStep = async ({ options, userId, event, look: { library } }) => {
  const gif_setting = rotate(library.gifs, event.index, 2).map((gifId, position) => ({
    gifId,
    number_of_frame: 3 + position,
    interval_count_down: 3,
    playback_speed: 2 + position,
    individual_photo: position === 0 ? ('enabled' as const) : ('disabled' as const),
    show_overlay: true,
  }));
  const body = bodyFor(gifEndpoints.update, { gif_setting });
  return createGifService(options).save(userId, event.id, body.gif_setting);
};
