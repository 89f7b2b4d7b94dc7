import { queryKeyOf } from '@boothdeck/client';
import { dashboardEndpoints } from '@boothdeck/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/shared/api/api-client';

export function useSocialShare() {
  return useQuery({
    queryKey: queryKeyOf(dashboardEndpoints.socialShare),
    queryFn: ({ signal }) => call(dashboardEndpoints.socialShare, { signal }),
  });
}
