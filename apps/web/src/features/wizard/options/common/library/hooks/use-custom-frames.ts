import type { CustomFrame } from '@boothdeck/contract';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { getErrorMessage } from '@/shared/api/api-error';
import { removeCustomFrame } from '../api/remove-custom-frame';
import type { CustomFrameKind } from '../api/upload-custom-frame';
import type { CustomFrameTarget } from '../components/custom-frame-modal';

/**
 * Custom frames of a step's chosen items: which item the upload modal is open for, and removal.
 * Both are saved at once on the server; `onChange` gives an item its new list (one frame or none).
 */
export function useCustomFrames(kind: CustomFrameKind, onChange: (itemId: number, frames: CustomFrame[]) => void) {
  const [target, setTarget] = useState<CustomFrameTarget | null>(null);
  const removal = useMutation({
    mutationFn: ({ frameId }: { itemId: number; frameId: number }) => removeCustomFrame(kind, frameId),
  });

  const closeUpload = () => setTarget(null);
  const onUploaded = (itemId: number, frame: CustomFrame) => onChange(itemId, [frame]);
  const remove = (itemId: number, frameId: number) =>
    removal.mutate(
      { itemId, frameId },
      {
        onSuccess: () => onChange(itemId, []),
        onError: (error) => notifications.show({ color: 'red', message: getErrorMessage(error) }),
      },
    );
  const removingItemId = removal.isPending ? (removal.variables?.itemId ?? null) : null;

  return {
    target,
    openUpload: setTarget,
    closeUpload,
    onUploaded,
    remove,
    removingItemId,
    /** What CustomFrameControl takes for one item, besides its frame. */
    controlOf: (itemId: number, label: string) => ({
      label,
      onUpload: () => setTarget({ itemId, label }),
      onRemove: (frameId: number) => remove(itemId, frameId),
      isRemoving: removingItemId === itemId,
    }),
    /** What CustomFrameModal takes besides the event. */
    modal: { kind, target, onClose: closeUpload, onUploaded },
  };
}
