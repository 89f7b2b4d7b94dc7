import type { MicrositeGetReply } from '@boothdeck/contract';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/shared/api/api-client';
import { MICROSITE_KEYS } from './microsite-query-keys';

/** The event's saved social gallery, null before the step is saved (GET /event/microsite/get/{id}). */
export function getMicrosite(eventId: number, signal?: AbortSignal): Promise<MicrositeGetReply> {
  return apiClient.get<MicrositeGetReply>(`event/microsite/get/${eventId}`, signal);
}

export function useMicrosite(eventId: number) {
  return useQuery({
    queryKey: MICROSITE_KEYS.settings(eventId),
    queryFn: ({ signal }) => getMicrosite(eventId, signal),
    staleTime: 0,
  });
}
