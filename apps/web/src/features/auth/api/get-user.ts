import { accountCalls } from '@boothdeck/contract/call-addresses';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/shared/api/api-client';

export const USER_QUERY_KEY = ['user'] as const;

export function getUser(signal?: AbortSignal) {
  return call(accountCalls.user, { signal });
}

export function useUser({ enabled }: { enabled: boolean }) {
  return useQuery({ queryKey: USER_QUERY_KEY, queryFn: ({ signal }) => getUser(signal), enabled });
}
