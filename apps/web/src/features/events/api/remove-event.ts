import type { removeEventReplySchema } from '@boothdeck/contract';
import { apiClient } from '@/shared/api/api-client';
import type { ReplyOf } from '@/shared/api/reply-of';

export type RemoveEventReply = ReplyOf<typeof removeEventReplySchema>;

type RemoveEventInput = { eventId: number; isDraft: boolean };

/** Removes an event (POST delete/event) or a draft (POST delete/draft-event). */
export function removeEvent({ eventId, isDraft }: RemoveEventInput): Promise<RemoveEventReply> {
  return apiClient.post<RemoveEventReply>(isDraft ? 'delete/draft-event' : 'delete/event', { event_id: eventId });
}
