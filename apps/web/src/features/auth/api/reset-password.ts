import type { MessageReply, ResetPasswordBody } from '@boothdeck/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/shared/api/api-client';

export function resetPassword(body: ResetPasswordBody): Promise<MessageReply> {
  return apiClient.post<MessageReply>('reset', body);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
