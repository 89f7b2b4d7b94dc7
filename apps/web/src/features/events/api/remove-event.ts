import { eventEndpoints } from '@boothdeck/contract';
import { call } from '@/shared/api/api-client';

type RemoveEventInput = { eventId: number; isDraft: boolean };

/** Removes an event, or a draft from the drafts list (that call removes drafts only). */
export function removeEvent({ eventId, isDraft }: RemoveEventInput) {
  return call(isDraft ? eventEndpoints.removeDraft : eventEndpoints.remove, { body: { event_id: eventId } });
}
