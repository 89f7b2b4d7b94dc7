import { queryKeyOf } from '@boothdeck/client';
import { dataRightsEndpoints as calls } from '@boothdeck/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from './api-client';

/** How many guests erased their data from the organiser's event, and when (never what): the event and leads pages show it. */
export function useGuestErasures(eventId: number) {
  return useQuery({
    queryKey: queryKeyOf(calls.erasures, { params: { eventId } }),
    queryFn: ({ signal }) => call(calls.erasures, { params: { eventId }, signal }),
  });
}
