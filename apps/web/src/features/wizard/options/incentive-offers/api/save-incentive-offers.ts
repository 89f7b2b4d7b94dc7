import type { IncentiveOfferBody, IncentiveOfferReply } from '@boothdeck/contract';
import { apiClient } from '@/shared/api/api-client';

/** The wizard step saves with POST incentive-offer; the edit screen with POST incentive-offer/update/{id}. */
export function saveIncentiveOffers(body: IncentiveOfferBody, isUpdate: boolean): Promise<IncentiveOfferReply> {
  return isUpdate
    ? apiClient.post<IncentiveOfferReply>(`incentive-offer/update/${body.eventId}`, body)
    : apiClient.post<IncentiveOfferReply>('incentive-offer', body);
}
