import { smsEndpoints, type TextSmsBody } from '@boothdeck/contract';
import { call } from '@/shared/api/api-client';

/** The wizard step saves; the edit screen updates the event's settings. */
export function saveTextSms(body: TextSmsBody, isUpdate: boolean) {
  return isUpdate
    ? call(smsEndpoints.update, { params: { id: body.eventId }, body })
    : call(smsEndpoints.save, { body });
}
