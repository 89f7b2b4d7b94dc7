import { type BackdropBody, backdropEndpoints } from '@boothdeck/contract';
import { call } from '@/shared/api/api-client';

/** The wizard step saves; the edit screen updates the event's backdrops. */
export function saveBackdrops(body: BackdropBody, isUpdate: boolean) {
  return isUpdate
    ? call(backdropEndpoints.update, { params: { id: body.eventId }, body })
    : call(backdropEndpoints.save, { body });
}
