import type { MicrositeReply, SocialGalleryBody } from '@boothdeck/contract';
import { apiClient } from '@/shared/api/api-client';

/** The wizard step saves with POST social-gallery; the edit screen with POST /event/microsite/update/{id}. */
export function saveMicrosite(body: SocialGalleryBody, isUpdate: boolean): Promise<MicrositeReply> {
  return isUpdate
    ? apiClient.post<MicrositeReply>(`event/microsite/update/${body.eventId}`, body)
    : apiClient.post<MicrositeReply>('social-gallery', body);
}
