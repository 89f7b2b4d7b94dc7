import type { emailTemplateSchemas, SavedTemplatesReply } from '@boothdeck/contract';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/shared/api/api-client';
import { EMAIL_KEYS } from './email-query-keys';

/** The organiser's own e-mail templates (GET user/saved/email-template). */
export function getSavedEmailTemplates(
  signal?: AbortSignal,
): Promise<SavedTemplatesReply<typeof emailTemplateSchemas>> {
  return apiClient.get<SavedTemplatesReply<typeof emailTemplateSchemas>>('user/saved/email-template', signal);
}

export function useSavedEmailTemplates() {
  return useQuery({ queryKey: EMAIL_KEYS.saved, queryFn: ({ signal }) => getSavedEmailTemplates(signal) });
}
