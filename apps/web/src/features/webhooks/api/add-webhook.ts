import { type AddWebhookBody, webhookEndpoints } from '@boothdeck/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/shared/api/api-client';
import { WEBHOOKS_KEY } from './list-webhooks';

export function useAddWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddWebhookBody) => call(webhookEndpoints.add, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WEBHOOKS_KEY }),
  });
}
