import type { LoginBody } from '@boothdeck/contract';
import { accountCalls } from '@boothdeck/contract/call-addresses';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/shared/api/api-client';

export function login(body: LoginBody) {
  return call(accountCalls.login, { body });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
