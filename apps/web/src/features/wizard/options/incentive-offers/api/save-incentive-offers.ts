import { type IncentiveOfferBody, incentiveOfferEndpoints } from '@boothdeck/contract';
import { call } from '@/shared/api/api-client';

/** The wizard step saves; the edit screen updates the event's offers. */
export function saveIncentiveOffers(body: IncentiveOfferBody, isUpdate: boolean) {
  return isUpdate
    ? call(incentiveOfferEndpoints.update, { params: { id: body.eventId }, body })
    : call(incentiveOfferEndpoints.save, { body });
}
