import { dashboardEndpoints } from '@boothdeck/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/shared/api/api-client';

/** Asked only when the plan includes data capture: the server refuses it otherwise. */
export function useDataCaptureGraph(enabled = true) {
  return useQuery({
    queryKey: ['dashboard', 'data-capture-graph'],
    queryFn: ({ signal }) => call(dashboardEndpoints.dataCaptureGraph, { signal }),
    enabled,
  });
}
