import { queryKeyOf } from '@boothdeck/client';
import { teamEndpoints } from '@boothdeck/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/shared/api/api-client';

/** The events the owner gave the signed-in client. */
export function useMyEvents() {
  return useQuery({
    queryKey: queryKeyOf(teamEndpoints.myEvents),
    queryFn: ({ signal }) => call(teamEndpoints.myEvents, { signal }),
  });
}
