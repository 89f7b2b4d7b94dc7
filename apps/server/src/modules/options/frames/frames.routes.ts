/** The frames step's calls, and the custom frames of frames and 3 in 1 animations. */
import { frameEndpoints as calls, customFrameEndpoints } from '@boothdeck/contract';
import { type HandledEndpoint, handle } from '../../../plugins/endpoints.ts';
import { type OptionsContext, savedMessage } from '../option-context.ts';
import { createCustomFrameService } from './custom-frames.service.ts';
import { createFrameService } from './frames.service.ts';

const saved = (kind: 'step' | 'update', frames: { frame_id: number }[]) => ({
  status: true as const,
  message: savedMessage(kind),
  photo_frame: 'success' as const,
  frames,
});

export function frameRoutes(options: OptionsContext): HandledEndpoint[] {
  const service = createFrameService(options);
  const customFrames = createCustomFrameService(options);
  const removed = { status: true as const, message: customFrames.removedMessage };
  return [
    handle(calls.save, async ({ caller, body }) =>
      saved('step', await service.save(caller.user.id, body.eventId, body.photo_frame, 'photo_frame')),
    ),
    handle(calls.update, async ({ caller, params, body }) => {
      const { photo_frame_template: frameIds } = body;
      return saved('update', await service.save(caller.user.id, params.id, frameIds, 'photo_frame_template'));
    }),
    handle(customFrameEndpoints.createForFrame, ({ caller, body }) =>
      customFrames.create(caller.user.id, 'frame', body),
    ),
    handle(customFrameEndpoints.createForGif, ({ caller, body }) => customFrames.create(caller.user.id, 'gif', body)),
    handle(customFrameEndpoints.removeForFrame, async ({ caller, body }) => {
      await customFrames.remove(caller.user.id, 'frame', body.id);
      return removed;
    }),
    handle(customFrameEndpoints.removeForGif, async ({ caller, body }) => {
      await customFrames.remove(caller.user.id, 'gif', body.id);
      return removed;
    }),
  ];
}
