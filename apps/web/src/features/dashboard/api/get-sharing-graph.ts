import { queryKeyOf } from '@boothdeck/client';
import { dashboardEndpoints, type GraphChannel } from '@boothdeck/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/shared/api/api-client';

export function useSharingGraph(channel: GraphChannel) {
  return useQuery({
    queryKey: queryKeyOf(dashboardEndpoints.sharingGraph, { params: { channel } }),
    queryFn: ({ signal }) => call(dashboardEndpoints.sharingGraph, { params: { channel }, signal }),
  });
}
