import type { MicrositeTemplatesReply } from '@boothdeck/contract';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/shared/api/api-client';
import { MICROSITE_KEYS } from './microsite-query-keys';

/** The standard social gallery templates (GET event-micro-site-template). */
export function getMicrositeTemplates(signal?: AbortSignal): Promise<MicrositeTemplatesReply> {
  return apiClient.get<MicrositeTemplatesReply>('event-micro-site-template', signal);
}

export function useMicrositeTemplates() {
  return useQuery({ queryKey: MICROSITE_KEYS.templates, queryFn: ({ signal }) => getMicrositeTemplates(signal) });
}
