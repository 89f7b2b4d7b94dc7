/** One event by id (GET show-event/{id}): the details page and the edit screens both read it. */
import { queryKeyOf } from '@boothdeck/client';
import { eventEndpoints } from '@boothdeck/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from './api-client';

export function getEvent(eventId: number, signal?: AbortSignal) {
  return call(eventEndpoints.show, { params: { id: eventId }, signal });
}

/** `enabled: false` skips the call where the page already knows what it needs (e.g. from navigation state). */
export function useEvent(eventId: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: queryKeyOf(eventEndpoints.show, { params: { id: eventId } }),
    queryFn: ({ signal }) => getEvent(eventId, signal),
    enabled: enabled && Number.isInteger(eventId) && eventId > 0,
  });
}
