import type { CustomFrameBody, CustomFrameReply } from '@boothdeck/contract';
import { apiClient } from '@/shared/api/api-client';

/** A custom frame overlays a library frame or a 3 in 1 animation. */
export type CustomFrameKind = 'frame' | 'gif';

const UPLOAD_PATHS: Record<CustomFrameKind, string> = {
  frame: 'create-custom-frame',
  gif: 'create-gif-custom-frame',
};

/** Uploads an overlay (a data URL) for one frame or animation of the event; it replaces the one before. */
export function uploadCustomFrame(kind: CustomFrameKind, body: CustomFrameBody): Promise<CustomFrameReply> {
  return apiClient.post<CustomFrameReply>(UPLOAD_PATHS[kind], body);
}
