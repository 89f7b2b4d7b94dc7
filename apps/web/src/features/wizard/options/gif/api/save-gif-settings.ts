import { type GifSettingBody, gifEndpoints } from '@boothdeck/contract';
import { call } from '@/shared/api/api-client';

/** The wizard step saves; the edit screen updates the event's 3 in 1 animations. */
export function saveGifSettings(body: GifSettingBody, isUpdate: boolean) {
  return isUpdate
    ? call(gifEndpoints.update, { params: { id: body.eventId }, body })
    : call(gifEndpoints.save, { body });
}
