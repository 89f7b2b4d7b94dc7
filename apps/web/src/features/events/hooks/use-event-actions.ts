import type { DuplicateEventBody } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { EVENTS_QUERY_KEY } from '@/shared/api/get-event';
import { duplicateEvent } from '../api/duplicate-event';
import { removeEvent } from '../api/remove-event';
import { useStatusOverlay } from './use-status-overlay';

/** Duplicate and remove from the lists, each telling its progress in the overlay (spec §4), then reloading. */
export function useEventActions() {
  const queryClient = useQueryClient();
  const overlay = useStatusOverlay();
  const duplication = useMutation({ mutationFn: duplicateEvent });
  const removal = useMutation({ mutationFn: removeEvent });
  const reload = () => void queryClient.invalidateQueries({ queryKey: EVENTS_QUERY_KEY });

  const duplicate = (body: DuplicateEventBody) => {
    overlay.showBusy(MESSAGES.duplicating);
    duplication.mutate(body, {
      onSuccess: () => overlay.showSuccess(MESSAGES.duplicated, reload),
      onError: () => overlay.showError(MESSAGES.duplicateError),
    });
  };

  const remove = (eventId: number, isDraft: boolean) => {
    overlay.showBusy(MESSAGES.removing);
    removal.mutate(
      { eventId, isDraft },
      {
        onSuccess: ({ status }) => {
          if (status === 'success') overlay.showSuccess(MESSAGES.removed, reload);
          else overlay.showError(MESSAGES.removeErrorStatus);
        },
        onError: () => overlay.showError(MESSAGES.removeFailed),
      },
    );
  };

  return { status: overlay.status, duplicate, remove };
}
