import { customFrameEndpoints } from '@boothdeck/contract';
import { call } from '@/shared/api/api-client';
import type { CustomFrameKind } from './upload-custom-frame';

const REMOVE_CALLS = {
  frame: customFrameEndpoints.removeForFrame,
  gif: customFrameEndpoints.removeForGif,
} satisfies Record<CustomFrameKind, unknown>;

export function removeCustomFrame(kind: CustomFrameKind, id: number) {
  return call(REMOVE_CALLS[kind], { body: { id } });
}
