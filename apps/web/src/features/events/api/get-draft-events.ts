import type { DraftListReply } from '@boothdeck/contract';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/shared/api/api-client';
import { EVENTS_QUERY_KEY } from '@/shared/api/get-event';

/** Every draft of the user (GET draft-event); the list pages them itself. */
export function getDraftEvents(signal?: AbortSignal): Promise<DraftListReply> {
  return apiClient.get<DraftListReply>('draft-event', signal);
}

export function useDraftEvents() {
  return useQuery({ queryKey: [...EVENTS_QUERY_KEY, 'drafts'], queryFn: ({ signal }) => getDraftEvents(signal) });
}
