import type { RegisterBody, RegisterReply } from '@boothdeck/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/shared/api/api-client';

export function register(body: RegisterBody): Promise<RegisterReply> {
  return apiClient.post<RegisterReply>('register', body);
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
