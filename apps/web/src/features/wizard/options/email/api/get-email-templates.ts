import type { EmailTemplatesReply } from '@boothdeck/contract';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/shared/api/api-client';
import { EMAIL_KEYS } from './email-query-keys';

/** The standard e-mail templates (GET event-email-template). */
export function getEmailTemplates(signal?: AbortSignal): Promise<EmailTemplatesReply> {
  return apiClient.get<EmailTemplatesReply>('event-email-template', signal);
}

export function useEmailTemplates() {
  return useQuery({ queryKey: EMAIL_KEYS.templates, queryFn: ({ signal }) => getEmailTemplates(signal) });
}
