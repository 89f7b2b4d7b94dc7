import { queryKeyOf } from '@boothdeck/client';
import { leadEndpoints } from '@boothdeck/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '@/shared/api/api-client';

/** One page (5) of the organiser's events with their lead counts; the last page stays shown while the next loads. */
export function useDataCaptureEvents(page: number, search: string) {
  return useQuery({
    queryKey: queryKeyOf(leadEndpoints.events, { query: { page, search } }),
    queryFn: ({ signal }) => call(leadEndpoints.events, { query: { page, search }, signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
