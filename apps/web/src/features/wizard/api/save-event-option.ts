import type { EventOptionBody, eventOptionReplySchema } from '@boothdeck/contract';
import { apiClient } from '@/shared/api/api-client';
import type { ReplyOf } from '@/shared/api/reply-of';

export type EventOptionReply = ReplyOf<typeof eventOptionReplySchema>;

export function saveEventOption(body: EventOptionBody): Promise<EventOptionReply> {
  return apiClient.post<EventOptionReply>('event-option', body);
}
