import { leadEndpoints } from '@boothdeck/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/shared/api/api-client';

export function useDataTrendGraph() {
  return useQuery({
    queryKey: ['data-capture', 'trend-graph'],
    queryFn: ({ signal }) => call(leadEndpoints.trendGraph, { signal }),
  });
}
