import { queryKeyOf } from '@boothdeck/client';
import type { EndpointDefinition, EndpointReply } from '@boothdeck/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/shared/api/api-client';
import type { TemplateDraft } from './chosen-template';

/**
 * Saves an editor's draft under a name as one of the organiser's templates (the body names the
 * standard template underneath by `templateKey`); My Template's list (`savedList`) then shows it.
 */
export function useSaveMyTemplate<Definition extends EndpointDefinition>(
  endpoint: Definition,
  savedList: EndpointDefinition,
  templateKey: string,
) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    // The body is built from the editor's draft; the server's schema checks it.
    mutationFn: (body: object) =>
      call(endpoint as EndpointDefinition, { body } as never) as Promise<EndpointReply<Definition>>,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeyOf(savedList) }),
  });
  return <Contents>(name: string, { template, contents }: TemplateDraft<Contents>) =>
    mutation.mutateAsync({ name, [templateKey]: template.templateId, contents });
}
