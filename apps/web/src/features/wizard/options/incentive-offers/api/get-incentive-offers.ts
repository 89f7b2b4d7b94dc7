import type { IncentiveOfferGetReply } from '@boothdeck/contract';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/shared/api/api-client';

/** The event's saved offers and description (GET incentive-offer/{id}). */
export function getIncentiveOffers(eventId: number, signal?: AbortSignal): Promise<IncentiveOfferGetReply> {
  return apiClient.get<IncentiveOfferGetReply>(`incentive-offer/${eventId}`, signal);
}

export function useIncentiveOffers(eventId: number) {
  return useQuery({
    queryKey: ['events', 'incentive-offer', eventId],
    queryFn: ({ signal }) => getIncentiveOffers(eventId, signal),
    staleTime: 0,
  });
}
