import { type BurstGifBody, burstGifEndpoints } from '@boothdeck/contract';
import { call } from '@/shared/api/api-client';

/** The wizard step saves; the edit screen updates the event's 3 in 1 fast styles. */
export function saveBurstGifs(body: BurstGifBody, isUpdate: boolean) {
  return isUpdate
    ? call(burstGifEndpoints.update, { params: { id: body.eventId }, body })
    : call(burstGifEndpoints.save, { body });
}
