import type { EmailTemplateSampleReply } from '@boothdeck/contract';
import { apiClient } from '@/shared/api/api-client';

/** A standard template with its sample texts (GET get-email-template-sample/{id}). */
export function getEmailTemplateSample(templateId: number): Promise<EmailTemplateSampleReply> {
  return apiClient.get<EmailTemplateSampleReply>(`get-email-template-sample/${templateId}`);
}
