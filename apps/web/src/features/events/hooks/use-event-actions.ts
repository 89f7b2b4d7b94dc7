import type { DuplicateEventBody, Event, EventSummary } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateEventReads } from '@/shared/api/event-reads';
import { eventTabLabel } from '@/shared/lib/event-list-tabs';
import { notifyDone } from '@/shared/ui/notify';
import { duplicateEvent } from '../api/duplicate-event';
import { removeEvent } from '../api/remove-event';
import { useStatusOverlay } from './use-status-overlay';

/**
 * Duplicate and remove from the lists, each telling its progress in the overlay, then
 * reloading; a confirmation toast says what was done and, for a copy, which tab holds it.
 */
export function useEventActions() {
  const queryClient = useQueryClient();
  const overlay = useStatusOverlay();
  const duplication = useMutation({ mutationFn: duplicateEvent });
  const removal = useMutation({ mutationFn: removeEvent });
  const reload = () => void invalidateEventReads(queryClient);

  /** `onCopied` gets the copy once the list is reloaded (to show the tab that holds it). */
  const duplicate = (body: DuplicateEventBody, onCopied?: (copy: Event) => void) => {
    overlay.showBusy(MESSAGES.duplicating);
    duplication.mutate(body, {
      onSuccess: ({ event: copy }) => {
        notifyDone({
          title: 'Event duplicated',
          message: `“${copy.event_name}” is listed under ${eventTabLabel(copy.state)}.`,
        });
        overlay.showSuccess(MESSAGES.duplicated, () => {
          reload();
          onCopied?.(copy);
        });
      },
      onError: () => overlay.showError(MESSAGES.duplicateError),
    });
  };

  const remove = (event: EventSummary, isDraft: boolean) => {
    overlay.showBusy(MESSAGES.removing);
    removal.mutate(
      { eventId: event.id, isDraft },
      {
        onSuccess: ({ status }) => {
          if (status !== 'success') {
            overlay.showError(MESSAGES.removeErrorStatus);
            return;
          }
          notifyDone({ title: 'Event removed', message: `“${event.event_name}” was removed for good.` });
          overlay.showSuccess(MESSAGES.removed, reload);
        },
        onError: () => overlay.showError(MESSAGES.removeFailed),
      },
    );
  };

  return { status: overlay.status, duplicate, remove };
}
