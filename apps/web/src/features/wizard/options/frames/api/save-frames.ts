import { frameEndpoints } from '@boothdeck/contract';
import { saveStepCall } from '../../common/save-step-call';

/** The wizard step saves with POST event-photo-frame; the edit screen with POST /event/frame/update/{id}. */
export const saveFrames = (eventId: number) => (frameIds: number[], isUpdate: boolean) =>
  saveStepCall(frameEndpoints, eventId, isUpdate, {
    save: () => ({ eventId, photo_frame: frameIds }),
    update: () => ({ photo_frame_template: frameIds }),
  });
