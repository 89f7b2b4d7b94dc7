import { webhookEndpoints } from '@boothdeck/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/shared/api/api-client';
import { deliveriesKey } from './webhook-deliveries';

export function useSendTestEvent(endpointId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(webhookEndpoints.sendTest, { params: { id: endpointId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deliveriesKey(endpointId) }),
  });
}
