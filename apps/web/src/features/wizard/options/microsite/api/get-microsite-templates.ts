import { libraryEndpoints } from '@boothdeck/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/shared/api/api-client';
import { MICROSITE_KEYS } from './microsite-query-keys';

/** The standard social gallery templates. */
export function getMicrositeTemplates(signal?: AbortSignal) {
  return call(libraryEndpoints.micrositeTemplates, { signal });
}

export function useMicrositeTemplates() {
  return useQuery({ queryKey: MICROSITE_KEYS.templates, queryFn: ({ signal }) => getMicrositeTemplates(signal) });
}
