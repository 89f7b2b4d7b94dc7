import { dashboardEndpoints } from '@boothdeck/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/shared/api/api-client';

export function useDataCaptureGraph() {
  return useQuery({
    queryKey: ['dashboard', 'data-capture-graph'],
    queryFn: ({ signal }) => call(dashboardEndpoints.dataCaptureGraph, { signal }),
  });
}
