import type { DataCaptureGraphReply } from '@boothdeck/contract';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/shared/api/api-client';

export function getDataCaptureGraph(signal?: AbortSignal): Promise<DataCaptureGraphReply> {
  return apiClient.get<DataCaptureGraphReply>('dashboard-graph/data-capture', signal);
}

export function useDataCaptureGraph() {
  return useQuery({
    queryKey: ['dashboard', 'data-capture-graph'],
    queryFn: ({ signal }) => getDataCaptureGraph(signal),
  });
}
