import type { MicrositeTemplateContents } from '@boothdeck/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useTemplateLibrary } from '../../common/use-template-library';
import { getMicrositeTemplateSample } from '../api/get-microsite-template-sample';
import { useMicrositeTemplates } from '../api/get-microsite-templates';
import { useSavedMicrositeTemplates } from '../api/get-saved-microsite-templates';
import { MICROSITE_KEYS } from '../api/microsite-query-keys';

/** The social gallery templates to choose from, and what choosing one puts in the step. */
export function useMicrositeTemplateLibrary() {
  const queryClient = useQueryClient();
  const standardQuery = useMicrositeTemplates();
  const savedQuery = useSavedMicrositeTemplates();
  return useTemplateLibrary<MicrositeTemplateContents>({
    standard: { items: standardQuery.data?.micro_site, isPending: standardQuery.isPending },
    saved: {
      items: savedQuery.data?.data.data.map(({ id, name, contents, social_template }) => ({
        id,
        name,
        contents,
        base: { ...social_template, layout: social_template.template_name },
      })),
      isPending: savedQuery.isPending,
    },
    fetchSample: async (templateId) => {
      const { template } = await queryClient.fetchQuery({
        queryKey: MICROSITE_KEYS.sample(templateId),
        queryFn: () => getMicrositeTemplateSample(templateId),
      });
      return { ...template, layout: template.template_name };
    },
  });
}
