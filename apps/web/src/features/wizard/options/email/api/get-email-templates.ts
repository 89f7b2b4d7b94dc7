import { queryKeyOf } from '@boothdeck/client';
import { libraryEndpoints } from '@boothdeck/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/shared/api/api-client';

/** The standard e-mail templates. */
export function getEmailTemplates(signal?: AbortSignal) {
  return call(libraryEndpoints.emailTemplates, { signal });
}

export function useEmailTemplates() {
  return useQuery({
    queryKey: queryKeyOf(libraryEndpoints.emailTemplates),
    queryFn: ({ signal }) => getEmailTemplates(signal),
  });
}
