import { queryKeyOf } from '@boothdeck/client';
import { LEADS_PER_PAGE, leadEndpoints } from '@boothdeck/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { call } from '@/shared/api/api-client';

/** An event's leads, newest first, five more on each Load More. */
export function useEventLeads(eventId: number, search: string) {
  return useInfiniteQuery({
    queryKey: queryKeyOf(leadEndpoints.eventLeads, {
      params: { id: eventId },
      query: { per_page: LEADS_PER_PAGE, search },
    }),
    queryFn: ({ pageParam, signal }) =>
      call(leadEndpoints.eventLeads, {
        params: { id: eventId },
        query: { page: pageParam, per_page: LEADS_PER_PAGE, search },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.event.current_page < last.event.last_page ? last.event.current_page + 1 : undefined,
    retry: false,
  });
}
