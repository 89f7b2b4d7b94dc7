import { queryKeyOf } from '@boothdeck/client';
import { webhookEndpoints } from '@boothdeck/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/shared/api/api-client';

/** While a delivery is still queued, the log is read again every few seconds. */
const REFRESH_WHILE_QUEUED_MS = 2_000;

export const deliveriesKey = (endpointId: number) =>
  queryKeyOf(webhookEndpoints.deliveries, { params: { id: endpointId } });

export function useWebhookDeliveries(endpointId: number) {
  return useQuery({
    queryKey: deliveriesKey(endpointId),
    queryFn: ({ signal }) => call(webhookEndpoints.deliveries, { params: { id: endpointId }, signal }),
    refetchInterval: (query) =>
      query.state.data?.data.some((delivery) => delivery.state === 'queued') ? REFRESH_WHILE_QUEUED_MS : false,
  });
}
