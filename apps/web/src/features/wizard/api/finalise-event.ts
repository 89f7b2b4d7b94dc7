import type { eventStoreReplySchema } from '@boothdeck/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/shared/api/api-client';
import { EVENTS_QUERY_KEY } from '@/shared/api/get-event';
import type { ReplyOf } from '@/shared/api/reply-of';

export type EventStoreReply = ReplyOf<typeof eventStoreReplySchema>;

/** Turns the draft into a real event (POST event/store/{id}); single-package events must be paid first. */
export function finaliseEvent(eventId: number): Promise<EventStoreReply> {
  return apiClient.post<EventStoreReply>(`event/store/${eventId}`);
}

export function useFinaliseEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: finaliseEvent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: EVENTS_QUERY_KEY }),
  });
}
