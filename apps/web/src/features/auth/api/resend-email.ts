import type { MessageReply, ResendEmailBody } from '@boothdeck/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/shared/api/api-client';

export function resendEmail(body: ResendEmailBody): Promise<MessageReply> {
  return apiClient.post<MessageReply>('email/resend', body);
}

export function useResendEmail() {
  return useMutation({ mutationFn: resendEmail });
}
