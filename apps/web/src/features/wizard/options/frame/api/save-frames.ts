import type { EventPhotoFrameBody, FrameUpdateBody, PhotoFrameReply } from '@boothdeck/contract';
import { apiClient } from '@/shared/api/api-client';

/** The wizard step saves with POST event-photo-frame; the edit screen with POST /event/frame/update/{id}. */
export function saveFrames(eventId: number, frameIds: number[], isUpdate: boolean): Promise<PhotoFrameReply> {
  if (isUpdate) {
    const body: FrameUpdateBody = { photo_frame_template: frameIds };
    return apiClient.post<PhotoFrameReply>(`event/frame/update/${eventId}`, body);
  }
  const body: EventPhotoFrameBody = { eventId, photo_frame: frameIds };
  return apiClient.post<PhotoFrameReply>('event-photo-frame', body);
}
