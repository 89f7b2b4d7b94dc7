import type { BurstGifBody, BurstGifSaveReply } from '@boothdeck/contract';
import { apiClient } from '@/shared/api/api-client';

/** The wizard step saves with POST event-brust-gif; the edit screen with POST event/brust-gif/update/{id}. */
export function saveBurstGifs(body: BurstGifBody, isUpdate: boolean): Promise<BurstGifSaveReply> {
  return isUpdate
    ? apiClient.post<BurstGifSaveReply>(`event/brust-gif/update/${body.eventId}`, body)
    : apiClient.post<BurstGifSaveReply>('event-brust-gif', body);
}
