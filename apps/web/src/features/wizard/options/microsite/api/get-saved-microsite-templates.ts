import { savedTemplateEndpoints } from '@boothdeck/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/shared/api/api-client';
import { MICROSITE_KEYS } from './microsite-query-keys';

/** The organiser's own social gallery templates. */
export function getSavedMicrositeTemplates(signal?: AbortSignal) {
  return call(savedTemplateEndpoints.socialGalleryTemplates, { signal });
}

export function useSavedMicrositeTemplates() {
  return useQuery({ queryKey: MICROSITE_KEYS.saved, queryFn: ({ signal }) => getSavedMicrositeTemplates(signal) });
}
