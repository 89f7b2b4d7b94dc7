import { type CustomFrameBody, customFrameEndpoints } from '@boothdeck/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/shared/api/api-client';
import { ApiError, getErrorMessage } from '@/shared/api/api-error';

/** A custom frame overlays a library frame or a 3 in 1 animation. */
export type CustomFrameKind = 'frame' | 'gif';

const UPLOAD_CALLS = {
  frame: customFrameEndpoints.createForFrame,
  gif: customFrameEndpoints.createForGif,
} satisfies Record<CustomFrameKind, unknown>;

/** Uploads an overlay (a data URL) for one frame or animation of the event; it replaces the one before. */
export function uploadCustomFrame(kind: CustomFrameKind, body: CustomFrameBody) {
  return call(UPLOAD_CALLS[kind], { body });
}

export const useUploadCustomFrame = (kind: CustomFrameKind) =>
  useMutation({ mutationFn: (body: CustomFrameBody) => uploadCustomFrame(kind, body) });

/** The server's reason for refusing the image (wrong size), else the call's message. */
export const customFrameRefusal = (error: unknown) =>
  (error instanceof ApiError && error.fieldErrors.customImage?.[0]) || getErrorMessage(error);
