import { accountEndpoints, type VerifyEmailBody } from '@boothdeck/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/shared/api/api-client';

export function verifyEmail(body: VerifyEmailBody) {
  return call(accountEndpoints.verifyEmail, { body });
}

export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail });
}
