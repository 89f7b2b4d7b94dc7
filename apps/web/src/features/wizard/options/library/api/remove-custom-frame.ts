import type { RemovedReply } from '@boothdeck/contract';
import { apiClient } from '@/shared/api/api-client';
import type { CustomFrameKind } from './upload-custom-frame';

const REMOVE_PATHS: Record<CustomFrameKind, string> = {
  frame: 'removed-custom-frame',
  gif: 'removed-gif-custom-frame',
};

export function removeCustomFrame(kind: CustomFrameKind, id: number): Promise<RemovedReply> {
  return apiClient.post<RemovedReply>(REMOVE_PATHS[kind], { id });
}
