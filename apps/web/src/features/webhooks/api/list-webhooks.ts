import { queryKeyOf } from '@boothdeck/client';
import { webhookEndpoints } from '@boothdeck/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/shared/api/api-client';

/** Adding or removing an endpoint invalidates the list under this key. */
export const WEBHOOKS_KEY = queryKeyOf(webhookEndpoints.list);

export function useWebhookEndpoints() {
  return useQuery({
    queryKey: WEBHOOKS_KEY,
    queryFn: ({ signal }) => call(webhookEndpoints.list, { signal }),
  });
}
