import type { EventInfoBody, eventInfoReplySchema } from '@boothdeck/contract';
import { apiClient } from '@/shared/api/api-client';
import type { ReplyOf } from '@/shared/api/reply-of';

export type EventInfoReply = ReplyOf<typeof eventInfoReplySchema>;

/** Creates the draft event (no eventId) or updates its information. */
export function saveEventInfo(body: EventInfoBody): Promise<EventInfoReply> {
  return apiClient.post<EventInfoReply>('event-info', body);
}
