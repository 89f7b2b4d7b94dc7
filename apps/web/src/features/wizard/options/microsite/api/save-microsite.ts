import { micrositeEndpoints, type SocialGalleryBody } from '@boothdeck/contract';
import { call } from '@/shared/api/api-client';

/** The wizard step saves; the edit screen updates the event's social gallery. */
export function saveMicrosite(body: SocialGalleryBody, isUpdate: boolean) {
  return isUpdate
    ? call(micrositeEndpoints.update, { params: { id: body.eventId }, body })
    : call(micrositeEndpoints.save, { body });
}
