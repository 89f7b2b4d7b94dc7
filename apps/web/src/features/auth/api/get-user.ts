import type { UserReply } from '@boothdeck/contract';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/shared/api/api-client';

export const USER_QUERY_KEY = ['user'] as const;

export function getUser(signal?: AbortSignal): Promise<UserReply> {
  return apiClient.get<UserReply>('user', signal);
}

export function useUser({ enabled }: { enabled: boolean }) {
  return useQuery({ queryKey: USER_QUERY_KEY, queryFn: ({ signal }) => getUser(signal), enabled });
}
