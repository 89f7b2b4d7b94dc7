import { accountEndpoints, type LoginBody } from '@boothdeck/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/shared/api/api-client';

export function login(body: LoginBody) {
  return call(accountEndpoints.login, { body });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
