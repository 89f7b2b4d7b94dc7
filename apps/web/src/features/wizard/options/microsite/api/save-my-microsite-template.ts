import type { SavedTemplateReply, SaveMySocialGalleryTemplateBody } from '@boothdeck/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/shared/api/api-client';
import { MICROSITE_KEYS } from './microsite-query-keys';

export function saveMyMicrositeTemplate(body: SaveMySocialGalleryTemplateBody): Promise<SavedTemplateReply> {
  return apiClient.post<SavedTemplateReply>('save/my/social-gallery-template', body);
}

/** Saves the look as one of the organiser's templates; My Template then lists it. */
export function useSaveMyMicrositeTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMyMicrositeTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MICROSITE_KEYS.saved }),
  });
}
