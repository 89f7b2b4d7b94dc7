import { dashboardEndpoints, type GraphChannel } from '@boothdeck/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/shared/api/api-client';

export function useSharingGraph(channel: GraphChannel) {
  return useQuery({
    queryKey: ['dashboard', 'sharing-graph', channel],
    queryFn: ({ signal }) => call(dashboardEndpoints.sharingGraph, { params: { channel }, signal }),
  });
}
