import { queryKeyOf } from '@boothdeck/client';
import { libraryEndpoints } from '@boothdeck/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/shared/api/api-client';

/** The standard social gallery templates. */
export function getMicrositeTemplates(signal?: AbortSignal) {
  return call(libraryEndpoints.micrositeTemplates, { signal });
}

export function useMicrositeTemplates() {
  return useQuery({
    queryKey: queryKeyOf(libraryEndpoints.micrositeTemplates),
    queryFn: ({ signal }) => getMicrositeTemplates(signal),
  });
}
