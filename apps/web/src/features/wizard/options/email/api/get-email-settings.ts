import type { EmailSettingsDataReply } from '@boothdeck/contract';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/shared/api/api-client';
import { EMAIL_KEYS } from './email-query-keys';

/** The event's saved e-mail settings, null before the step is saved (GET get-email-settings-data/{id}). */
export function getEmailSettings(eventId: number, signal?: AbortSignal): Promise<EmailSettingsDataReply> {
  return apiClient.get<EmailSettingsDataReply>(`get-email-settings-data/${eventId}`, signal);
}

export function useEmailSettings(eventId: number) {
  return useQuery({
    queryKey: EMAIL_KEYS.settings(eventId),
    queryFn: ({ signal }) => getEmailSettings(eventId, signal),
    staleTime: 0,
  });
}
