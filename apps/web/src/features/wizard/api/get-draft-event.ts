import { queryKeyOf } from '@boothdeck/client';
import { eventEndpoints } from '@boothdeck/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/shared/api/api-client';

export function getDraftEvent(eventId: number, signal?: AbortSignal) {
  return call(eventEndpoints.continueDraft, { query: { eventId }, signal });
}

/** The saved draft, read fresh each time Continue is pressed. */
export function useDraftEvent(eventId: number) {
  return useQuery({
    queryKey: queryKeyOf(eventEndpoints.continueDraft, { query: { eventId } }),
    queryFn: ({ signal }) => getDraftEvent(eventId, signal),
    enabled: Number.isInteger(eventId) && eventId > 0,
    staleTime: 0,
    gcTime: 0,
  });
}
