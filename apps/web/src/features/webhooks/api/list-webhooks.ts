import { webhookEndpoints } from '@boothdeck/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/shared/api/api-client';

export const WEBHOOKS_KEY = ['webhooks'] as const;

export function useWebhookEndpoints() {
  return useQuery({
    queryKey: WEBHOOKS_KEY,
    queryFn: ({ signal }) => call(webhookEndpoints.list, { signal }),
  });
}
