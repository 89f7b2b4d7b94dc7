import { useQueryClient } from '@tanstack/react-query';
import { standardDraft } from '../../common/chosen-template';
import type { TemplateCard, TemplateChoice } from '../../common/template-library-modal';
import { EMAIL_KEYS } from '../api/email-query-keys';
import { getEmailTemplateSample } from '../api/get-email-template-sample';
import { useEmailTemplates } from '../api/get-email-templates';
import { useSavedEmailTemplates } from '../api/get-saved-email-templates';
import type { EmailValues } from '../email-schema';

type Chosen = Pick<EmailValues, 'template' | 'contents'>;

/** The e-mail templates to choose from, and what choosing one puts in the step. */
export function useEmailTemplateLibrary() {
  const queryClient = useQueryClient();
  const standardQuery = useEmailTemplates();
  const savedQuery = useSavedEmailTemplates();
  const toCard = (item: { id: number; name: string; template_image: string }): TemplateCard => ({
    id: item.id,
    name: item.name,
    image: item.template_image,
  });

  /** The template and texts a choice brings: a standard template's sample texts, or the saved template's own. */
  async function resolve(pick: TemplateChoice, current: EmailValues): Promise<Chosen> {
    const { template, contents } = current;
    if (template && template.choice.type === pick.type && template.choice.id === pick.id) return { template, contents };
    if (pick.type === 'my') {
      const saved = savedQuery.data?.data.data.find((item) => item.id === pick.id);
      if (!saved) throw new Error('Saved template not found');
      const { email_template: base } = saved;
      return {
        template: {
          choice: pick,
          templateId: base.id,
          name: saved.name,
          image: base.template_image,
          layout: base.layout,
        },
        contents: saved.contents,
      };
    }
    const { template: sample } = await queryClient.fetchQuery({
      queryKey: EMAIL_KEYS.sample(pick.id),
      queryFn: () => getEmailTemplateSample(pick.id),
    });
    const card = standardQuery.data?.email_template.find((item) => item.id === pick.id);
    return standardDraft(sample, card?.template_image ?? '');
  }

  return {
    standard: { items: standardQuery.data?.email_template.map(toCard), isPending: standardQuery.isPending },
    saved: {
      items: savedQuery.data?.data.data.map((item) => ({
        ...toCard(item.email_template),
        id: item.id,
        name: item.name,
      })),
      isPending: savedQuery.isPending,
    },
    resolve,
  };
}
