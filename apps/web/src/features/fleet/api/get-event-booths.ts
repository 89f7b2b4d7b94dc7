import { queryKeyOf } from '@boothdeck/client';
import { fleetEndpoints } from '@boothdeck/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/shared/api/api-client';

/** How often the panel asks again: a booth's report is on screen within this and its own half minute. */
export const BOOTHS_REFRESH_MS = 5_000;

export const eventBoothsKey = (eventId: number) => queryKeyOf(fleetEndpoints.eventBooths, { params: { id: eventId } });

/** The event's booths and open alerts, read again every few seconds while the panel shows. */
export function useEventBooths(eventId: number) {
  return useQuery({
    queryKey: eventBoothsKey(eventId),
    queryFn: ({ signal }) => call(fleetEndpoints.eventBooths, { params: { id: eventId }, signal }),
    refetchInterval: BOOTHS_REFRESH_MS,
    refetchIntervalInBackground: true,
  });
}
