import { queryKeyOf } from '@boothdeck/client';
import { dashboardEndpoints } from '@boothdeck/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/shared/api/api-client';

/** The organiser's event and media totals: the dashboard's stat cards, and whether they have any event yet. */
export function useDashboardAnalytics() {
  return useQuery({
    queryKey: queryKeyOf(dashboardEndpoints.analytics),
    queryFn: ({ signal }) => call(dashboardEndpoints.analytics, { signal }),
    // Read afresh on each page: a first event made a moment ago must end the first-event prompt.
    staleTime: 0,
  });
}
