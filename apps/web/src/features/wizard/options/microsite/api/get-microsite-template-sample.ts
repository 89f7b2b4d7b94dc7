import type { MicrositeTemplateSampleReply } from '@boothdeck/contract';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/shared/api/api-client';
import { MICROSITE_KEYS } from './microsite-query-keys';

/** A standard template with its sample look (GET get-micro-site-template-sample/{id}). */
export function getMicrositeTemplateSample(templateId: number): Promise<MicrositeTemplateSampleReply> {
  return apiClient.get<MicrositeTemplateSampleReply>(`get-micro-site-template-sample/${templateId}`);
}

export function useMicrositeTemplateSample(templateId: number) {
  return useQuery({
    queryKey: MICROSITE_KEYS.sample(templateId),
    queryFn: () => getMicrositeTemplateSample(templateId),
    enabled: Number.isInteger(templateId) && templateId > 0,
  });
}
