import type { SavedTemplateReply, SaveMyEmailTemplateBody } from '@boothdeck/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/shared/api/api-client';
import { EMAIL_KEYS } from './email-query-keys';

export function saveMyEmailTemplate(body: SaveMyEmailTemplateBody): Promise<SavedTemplateReply> {
  return apiClient.post<SavedTemplateReply>('save/my/email-template', body);
}

/** Saves the texts as one of the organiser's templates; My Template then lists it. */
export function useSaveMyEmailTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMyEmailTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: EMAIL_KEYS.saved }),
  });
}
