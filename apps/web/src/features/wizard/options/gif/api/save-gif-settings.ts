import type { GifSettingBody, GifSettingSaveReply } from '@boothdeck/contract';
import { apiClient } from '@/shared/api/api-client';

/** The wizard step saves with POST gif-setting; the edit screen with POST /event/gif-setting/update/{id}. */
export function saveGifSettings(body: GifSettingBody, isUpdate: boolean): Promise<GifSettingSaveReply> {
  return isUpdate
    ? apiClient.post<GifSettingSaveReply>(`event/gif-setting/update/${body.eventId}`, body)
    : apiClient.post<GifSettingSaveReply>('gif-setting', body);
}
