import { queryKeyOf } from '@boothdeck/client';
import { accountCalls } from '@boothdeck/contract/call-addresses';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/shared/api/api-client';

export function getUser(signal?: AbortSignal) {
  return call(accountCalls.user, { signal });
}

export function useUser({ enabled }: { enabled: boolean }) {
  return useQuery({ queryKey: queryKeyOf(accountCalls.user), queryFn: ({ signal }) => getUser(signal), enabled });
}
