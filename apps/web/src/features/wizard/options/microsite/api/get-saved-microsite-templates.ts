import type { SavedTemplatesReply, socialGalleryTemplateSchemas } from '@boothdeck/contract';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/shared/api/api-client';
import { MICROSITE_KEYS } from './microsite-query-keys';

/** The organiser's own social gallery templates (GET user/saved/social-gallery-template). */
export function getSavedMicrositeTemplates(
  signal?: AbortSignal,
): Promise<SavedTemplatesReply<typeof socialGalleryTemplateSchemas>> {
  return apiClient.get<SavedTemplatesReply<typeof socialGalleryTemplateSchemas>>(
    'user/saved/social-gallery-template',
    signal,
  );
}

export function useSavedMicrositeTemplates() {
  return useQuery({ queryKey: MICROSITE_KEYS.saved, queryFn: ({ signal }) => getSavedMicrositeTemplates(signal) });
}
