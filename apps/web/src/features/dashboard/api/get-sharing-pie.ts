import { dashboardEndpoints } from '@boothdeck/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/shared/api/api-client';

export function useSharingPie() {
  return useQuery({
    queryKey: ['dashboard', 'sharing-pie'],
    queryFn: ({ signal }) => call(dashboardEndpoints.sharingPie, { signal }),
  });
}
