/** The demo events' settings of the frames step, saved by its service from its update call's body. */
import { frameEndpoints } from '@boothdeck/contract';
import { bodyFor, framesOf } from '../../../../tools/demo/demo-library.ts';
import type { DemoStep } from '../../../../tools/demo/demo-options.ts';
import { createFrameService } from './frames.service.ts';

export const demo: DemoStep = async ({ options, userId, event, look: { library } }) => {
  const chosen = framesOf(library, event.index).map((frame) => frame.id);
  const body = bodyFor(frameEndpoints.update, { photo_frame_template: chosen });
  return createFrameService(options).save(userId, event.id, body.photo_frame_template, 'photo_frame_template');
};
