import type { SharingGraphReply } from '@boothdeck/contract';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/shared/api/api-client';

export type GraphChannel = 'email' | 'sms';

export function getSharingGraph(channel: GraphChannel, signal?: AbortSignal): Promise<SharingGraphReply> {
  return apiClient.get<SharingGraphReply>(`dashboard-graph/sharing/${channel}`, signal);
}

export function useSharingGraph(channel: GraphChannel) {
  return useQuery({
    queryKey: ['dashboard', 'sharing-graph', channel],
    queryFn: ({ signal }) => getSharingGraph(channel, signal),
  });
}
