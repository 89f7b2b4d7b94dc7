import { queryKeyOf } from '@boothdeck/client';
import { teamEndpoints } from '@boothdeck/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/shared/api/api-client';

/** Who did what at the event, newest first. */
export function useEventActivity(eventId: number) {
  const params = { id: eventId };
  return useQuery({
    queryKey: queryKeyOf(teamEndpoints.activity, { params }),
    queryFn: ({ signal }) => call(teamEndpoints.activity, { params, signal }),
  });
}
