import { queryKeyOf } from '@boothdeck/client';
import { leadEndpoints } from '@boothdeck/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/shared/api/api-client';

export function useDataTrendGraph() {
  return useQuery({
    queryKey: queryKeyOf(leadEndpoints.trendGraph),
    queryFn: ({ signal }) => call(leadEndpoints.trendGraph, { signal }),
  });
}
