import { eventEndpoints } from '@boothdeck/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/shared/api/api-client';
import { EVENTS_QUERY_KEY } from '@/shared/api/get-event';

export function getDraftEvent(eventId: number, signal?: AbortSignal) {
  return call(eventEndpoints.continueDraft, { query: { eventId }, signal });
}

/** The saved draft, read fresh each time Continue is pressed. */
export function useDraftEvent(eventId: number) {
  return useQuery({
    queryKey: [...EVENTS_QUERY_KEY, 'continue', eventId],
    queryFn: ({ signal }) => getDraftEvent(eventId, signal),
    enabled: Number.isInteger(eventId) && eventId > 0,
    staleTime: 0,
    gcTime: 0,
  });
}
