import { useQueryClient } from '@tanstack/react-query';
import { standardDraft } from '../../common/chosen-template';
import type { TemplateChoice } from '../../common/template-library-modal';
import { getMicrositeTemplateSample } from '../api/get-microsite-template-sample';
import { useMicrositeTemplates } from '../api/get-microsite-templates';
import { useSavedMicrositeTemplates } from '../api/get-saved-microsite-templates';
import { MICROSITE_KEYS } from '../api/microsite-query-keys';
import type { MicrositeValues } from '../microsite-schema';

type Chosen = Pick<MicrositeValues, 'template' | 'contents'>;

/** The social gallery templates to choose from, and what choosing one puts in the step. */
export function useMicrositeTemplateLibrary() {
  const queryClient = useQueryClient();
  const standardQuery = useMicrositeTemplates();
  const savedQuery = useSavedMicrositeTemplates();

  async function resolve(pick: TemplateChoice, current: MicrositeValues): Promise<Chosen> {
    const { template, contents } = current;
    if (template && template.choice.type === pick.type && template.choice.id === pick.id) return { template, contents };
    if (pick.type === 'my') {
      const saved = savedQuery.data?.data.data.find((item) => item.id === pick.id);
      if (!saved) throw new Error('Saved template not found');
      const { social_template: base } = saved;
      return {
        template: {
          choice: pick,
          templateId: base.id,
          name: saved.name,
          image: base.template_image,
          layout: base.template_name,
        },
        contents: saved.contents,
      };
    }
    const { template: sample } = await queryClient.fetchQuery({
      queryKey: MICROSITE_KEYS.sample(pick.id),
      queryFn: () => getMicrositeTemplateSample(pick.id),
    });
    const card = standardQuery.data?.micro_site.find((item) => item.id === pick.id);
    return standardDraft({ ...sample, layout: sample.template_name }, card?.template_image ?? '');
  }

  return {
    standard: {
      items: standardQuery.data?.micro_site.map(({ id, name, template_image }) => ({
        id,
        name,
        image: template_image,
      })),
      isPending: standardQuery.isPending,
    },
    saved: {
      items: savedQuery.data?.data.data.map(({ id, name, social_template }) => ({
        id,
        name,
        image: social_template.template_image,
      })),
      isPending: savedQuery.isPending,
    },
    resolve,
  };
}
