import type { VerifyEmailBody, VerifyEmailReply } from '@boothdeck/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/shared/api/api-client';

export function verifyEmail(body: VerifyEmailBody): Promise<VerifyEmailReply> {
  return apiClient.post<VerifyEmailReply>('email/verify', body);
}

export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail });
}
