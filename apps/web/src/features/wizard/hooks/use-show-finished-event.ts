import type { EventSummary } from '@boothdeck/contract';
import { useNavigate } from 'react-router';
import { eventListLink, eventTabLabel } from '@/shared/lib/event-list-tabs';
import { notifyDone } from '@/shared/ui/notify';
import { useDraftStore } from '../stores/draft-store';

/**
 * Once an event is finalised: the wizard's draft emptied, a confirmation saying what happened and
 * where the event now is, and that list tab opened (an event starting tomorrow is under Future
 * Events, not Live).
 */
export function useShowFinishedEvent() {
  const navigate = useNavigate();
  return (event: EventSummary, title: string, lead = '') => {
    useDraftStore.getState().resetDraft();
    notifyDone({ title, message: `${lead}“${event.event_name}” is listed under ${eventTabLabel(event.state)}.` });
    navigate(eventListLink(event.state));
  };
}
