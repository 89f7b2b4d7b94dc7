import { queryKeyOf } from '@boothdeck/client';
import { dashboardEndpoints } from '@boothdeck/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/shared/api/api-client';

export function useSharingPie() {
  return useQuery({
    queryKey: queryKeyOf(dashboardEndpoints.sharingPie),
    queryFn: ({ signal }) => call(dashboardEndpoints.sharingPie, { signal }),
  });
}
