import { type LeadBulkMessageBody, leadEndpoints } from '@boothdeck/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/shared/api/api-client';

export function useSendLeadMessage() {
  return useMutation({
    mutationFn: (body: LeadBulkMessageBody) => call(leadEndpoints.bulkMessage, { body }),
  });
}
