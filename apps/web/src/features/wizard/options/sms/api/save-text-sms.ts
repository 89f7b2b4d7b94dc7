import type { TextSmsBody, TextSmsReply } from '@boothdeck/contract';
import { apiClient } from '@/shared/api/api-client';

/** The wizard step saves with POST text-sms; the edit screen with POST /event/sms/update/{id}. */
export function saveTextSms(body: TextSmsBody, isUpdate: boolean): Promise<TextSmsReply> {
  return isUpdate
    ? apiClient.post<TextSmsReply>(`event/sms/update/${body.eventId}`, body)
    : apiClient.post<TextSmsReply>('text-sms', body);
}
