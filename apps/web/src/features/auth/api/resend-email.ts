import { accountEndpoints, type ResendEmailBody } from '@boothdeck/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/shared/api/api-client';

export function resendEmail(body: ResendEmailBody) {
  return call(accountEndpoints.resendEmail, { body });
}

export function useResendEmail() {
  return useMutation({ mutationFn: resendEmail });
}
