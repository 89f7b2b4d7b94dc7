import { queryKeyOf } from '@boothdeck/client';
import { clientReportEndpoints } from '@boothdeck/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/shared/api/api-client';

/** The organiser's own event's report; 404 for an event that is not theirs. */
export function useEventReport(eventId: number) {
  return useQuery({
    queryKey: queryKeyOf(clientReportEndpoints.report, { params: { id: eventId } }),
    queryFn: ({ signal }) => call(clientReportEndpoints.report, { params: { id: eventId }, signal }),
  });
}
