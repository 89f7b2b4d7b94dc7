import type { MicrositeTemplateContents } from '@boothdeck/contract';
import { useQueryClient } from '@tanstack/react-query';
import type { TemplateChoice } from '../../common/template-library-modal';
import { getMicrositeTemplateSample } from '../api/get-microsite-template-sample';
import { useMicrositeTemplates } from '../api/get-microsite-templates';
import { useSavedMicrositeTemplates } from '../api/get-saved-microsite-templates';
import { MICROSITE_KEYS } from '../api/microsite-query-keys';
import { useSaveMyMicrositeTemplate } from '../api/save-my-microsite-template';
import type { MicrositeValues } from '../microsite-schema';

type Chosen = Pick<MicrositeValues, 'template' | 'contents'>;

/** The social gallery templates to choose from, what choosing one puts in the step, and saving one's own. */
export function useMicrositeTemplateLibrary() {
  const queryClient = useQueryClient();
  const standardQuery = useMicrositeTemplates();
  const savedQuery = useSavedMicrositeTemplates();
  const saveMine = useSaveMyMicrositeTemplate();

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
    return {
      template: {
        choice: pick,
        templateId: sample.id,
        name: sample.name,
        image: card?.template_image ?? '',
        layout: sample.template_name,
      },
      contents: sample.contents,
    };
  }

  async function saveAsMine(name: string, templateId: number, contents: MicrositeTemplateContents) {
    const reply = await saveMine.mutateAsync({ name, microsite_template_id: templateId, contents });
    return { id: reply.data.id, message: reply.message };
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
    saveAsMine,
  };
}
