import type { EmailSettingsBody, EmailSettingsReply } from '@boothdeck/contract';
import { apiClient } from '@/shared/api/api-client';

/** The wizard step saves with POST email; the edit screen with POST /event/email/update/{id}. */
export function saveEmailSettings(body: EmailSettingsBody, isUpdate: boolean): Promise<EmailSettingsReply> {
  return isUpdate
    ? apiClient.post<EmailSettingsReply>(`event/email/update/${body.eventId}`, body)
    : apiClient.post<EmailSettingsReply>('email', body);
}
