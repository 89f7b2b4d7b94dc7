import type { EventFeatureBody, eventFeatureReplySchema } from '@boothdeck/contract';
import { apiClient } from '@/shared/api/api-client';
import type { ReplyOf } from '@/shared/api/reply-of';

export type EventFeatureReply = ReplyOf<typeof eventFeatureReplySchema>;

export function saveEventFeature(body: EventFeatureBody): Promise<EventFeatureReply> {
  return apiClient.post<EventFeatureReply>('event-feature', body);
}
