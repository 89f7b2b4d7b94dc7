import type { CustomFrameBody, CustomFrameReply } from '@boothdeck/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/shared/api/api-client';
import { ApiError, getErrorMessage } from '@/shared/api/api-error';

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

export const useUploadCustomFrame = (kind: CustomFrameKind) =>
  useMutation({ mutationFn: (body: CustomFrameBody) => uploadCustomFrame(kind, body) });

/** The server's reason for refusing the image (wrong size), else the call's message. */
export const customFrameRefusal = (error: unknown) =>
  (error instanceof ApiError && error.fieldErrors.customImage?.[0]) || getErrorMessage(error);
