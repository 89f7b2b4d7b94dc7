import { queryKeyOf } from '@boothdeck/client';
import { micrositeEndpoints } from '@boothdeck/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/shared/api/api-client';

/** The event's saved social gallery, null before the step is saved. */
export function getMicrosite(eventId: number, signal?: AbortSignal) {
  return call(micrositeEndpoints.get, { params: { id: eventId }, signal });
}

export function useMicrosite(eventId: number) {
  return useQuery({
    queryKey: queryKeyOf(micrositeEndpoints.get, { params: { id: eventId } }),
    queryFn: ({ signal }) => getMicrosite(eventId, signal),
    staleTime: 0,
  });
}
