/** The events the owner gave the signed-in client: their list, and the analytics page's name and clock. */
import { queryKeyOf } from '@boothdeck/client';
import { teamEndpoints } from '@boothdeck/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from './api-client';

export function useClientEvents({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: queryKeyOf(teamEndpoints.myEvents),
    queryFn: ({ signal }) => call(teamEndpoints.myEvents, { signal }),
    enabled,
  });
}
