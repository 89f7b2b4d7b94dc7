import { type EmailSettingsBody, emailEndpoints } from '@boothdeck/contract';
import { call } from '@/shared/api/api-client';

/** The wizard step saves; the edit screen updates the event's e-mail settings. */
export function saveEmailSettings(body: EmailSettingsBody, isUpdate: boolean) {
  return isUpdate
    ? call(emailEndpoints.update, { params: { id: body.eventId }, body })
    : call(emailEndpoints.save, { body });
}
