import { micrositeEndpoints } from '@boothdeck/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/shared/api/api-client';
import { MICROSITE_KEYS } from './microsite-query-keys';

/** The event's saved social gallery, null before the step is saved. */
export function getMicrosite(eventId: number, signal?: AbortSignal) {
  return call(micrositeEndpoints.get, { params: { id: eventId }, signal });
}

export function useMicrosite(eventId: number) {
  return useQuery({
    queryKey: MICROSITE_KEYS.settings(eventId),
    queryFn: ({ signal }) => getMicrosite(eventId, signal),
    staleTime: 0,
  });
}
