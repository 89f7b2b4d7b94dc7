import { queryKeyOf } from '@boothdeck/client';
import { incentiveOfferEndpoints } from '@boothdeck/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/shared/api/api-client';

/** The event's saved offers and description. */
export function getIncentiveOffers(eventId: number, signal?: AbortSignal) {
  return call(incentiveOfferEndpoints.get, { params: { id: eventId }, signal });
}

export function useIncentiveOffers(eventId: number) {
  return useQuery({
    queryKey: queryKeyOf(incentiveOfferEndpoints.get, { params: { id: eventId } }),
    queryFn: ({ signal }) => getIncentiveOffers(eventId, signal),
    staleTime: 0,
  });
}
