import { queryKeyOf } from '@boothdeck/client';
import { savedTemplateEndpoints } from '@boothdeck/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/shared/api/api-client';

/** The organiser's own e-mail templates. */
export function getSavedEmailTemplates(signal?: AbortSignal) {
  return call(savedTemplateEndpoints.emailTemplates, { signal });
}

export function useSavedEmailTemplates() {
  return useQuery({
    queryKey: queryKeyOf(savedTemplateEndpoints.emailTemplates),
    queryFn: ({ signal }) => getSavedEmailTemplates(signal),
  });
}
