import type { ForgotPasswordBody, MessageReply } from '@boothdeck/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/shared/api/api-client';

export function forgotPassword(body: ForgotPasswordBody): Promise<MessageReply> {
  return apiClient.post<MessageReply>('forgot', body);
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
