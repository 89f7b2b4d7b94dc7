import { queryKeyOf } from '@boothdeck/client';
import { dashboardEndpoints } from '@boothdeck/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/shared/api/api-client';

/** Answered on every plan: one without data capture gets months at 0 and `included_in_plan` false. */
export function useDataCaptureGraph() {
  return useQuery({
    queryKey: queryKeyOf(dashboardEndpoints.dataCaptureGraph),
    queryFn: ({ signal }) => call(dashboardEndpoints.dataCaptureGraph, { signal }),
  });
}
