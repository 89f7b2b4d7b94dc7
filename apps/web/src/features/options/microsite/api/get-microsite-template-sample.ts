import type { MicrositeTemplateSampleReply } from '@boothdeck/contract';
import { apiClient } from '@/shared/api/api-client';

/** A standard template with its sample look (GET get-micro-site-template-sample/{id}). */
export function getMicrositeTemplateSample(templateId: number): Promise<MicrositeTemplateSampleReply> {
  return apiClient.get<MicrositeTemplateSampleReply>(`get-micro-site-template-sample/${templateId}`);
}
