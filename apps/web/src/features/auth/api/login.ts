import type { LoginBody, LoginReply } from '@boothdeck/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/shared/api/api-client';

export function login(body: LoginBody): Promise<LoginReply> {
  return apiClient.post<LoginReply>('login', body);
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
