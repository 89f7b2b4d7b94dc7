import { queryKeyOf } from '@boothdeck/client';
import { savedTemplateEndpoints } from '@boothdeck/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/shared/api/api-client';

/** The organiser's own social gallery templates. */
export function getSavedMicrositeTemplates(signal?: AbortSignal) {
  return call(savedTemplateEndpoints.socialGalleryTemplates, { signal });
}

export function useSavedMicrositeTemplates() {
  return useQuery({
    queryKey: queryKeyOf(savedTemplateEndpoints.socialGalleryTemplates),
    queryFn: ({ signal }) => getSavedMicrositeTemplates(signal),
  });
}
