import { accountEndpoints, type RegisterBody } from '@boothdeck/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/shared/api/api-client';

export function register(body: RegisterBody) {
  return call(accountEndpoints.register, { body });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
