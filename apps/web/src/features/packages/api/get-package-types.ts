import { queryKeyOf } from '@boothdeck/client';
import { packageEndpoints } from '@boothdeck/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/shared/api/api-client';

export function getPackageTypes(signal?: AbortSignal) {
  return call(packageEndpoints.packageTypes, { signal });
}

export function usePackageTypes() {
  return useQuery({
    queryKey: queryKeyOf(packageEndpoints.packageTypes),
    queryFn: ({ signal }) => getPackageTypes(signal),
  });
}
