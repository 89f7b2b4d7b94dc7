import type { EmailTemplateSampleReply } from '@boothdeck/contract';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/shared/api/api-client';
import { EMAIL_KEYS } from './email-query-keys';

/** A standard template with its sample texts (GET get-email-template-sample/{id}). */
export function getEmailTemplateSample(templateId: number): Promise<EmailTemplateSampleReply> {
  return apiClient.get<EmailTemplateSampleReply>(`get-email-template-sample/${templateId}`);
}

export function useEmailTemplateSample(templateId: number) {
  return useQuery({
    queryKey: EMAIL_KEYS.sample(templateId),
    queryFn: () => getEmailTemplateSample(templateId),
    enabled: Number.isInteger(templateId) && templateId > 0,
  });
}
