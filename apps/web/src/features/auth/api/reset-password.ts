import { accountEndpoints, type ResetPasswordBody } from '@boothdeck/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/shared/api/api-client';

export function resetPassword(body: ResetPasswordBody) {
  return call(accountEndpoints.resetPassword, { body });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
