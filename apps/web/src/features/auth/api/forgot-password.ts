import { accountEndpoints, type ForgotPasswordBody } from '@boothdeck/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/shared/api/api-client';

export function forgotPassword(body: ForgotPasswordBody) {
  return call(accountEndpoints.forgotPassword, { body });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
