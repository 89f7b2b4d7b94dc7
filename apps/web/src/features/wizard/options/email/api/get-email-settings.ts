import { queryKeyOf } from '@boothdeck/client';
import { emailEndpoints } from '@boothdeck/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/shared/api/api-client';

/** The event's saved e-mail settings, null before the step is saved. */
export function getEmailSettings(eventId: number, signal?: AbortSignal) {
  return call(emailEndpoints.get, { params: { id: eventId }, signal });
}

export function useEmailSettings(eventId: number) {
  return useQuery({
    queryKey: queryKeyOf(emailEndpoints.get, { params: { id: eventId } }),
    queryFn: ({ signal }) => getEmailSettings(eventId, signal),
    staleTime: 0,
  });
}
