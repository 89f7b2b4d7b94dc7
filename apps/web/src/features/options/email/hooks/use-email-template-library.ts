import type { EmailTemplateContents } from '@boothdeck/contract';
import { useQueryClient } from '@tanstack/react-query';
import { htmlToText } from '../../common/html-to-text';
import type { TemplateCard, TemplateChoice } from '../../common/template-library-modal';
import { EMAIL_KEYS } from '../api/email-query-keys';
import { getEmailTemplateSample } from '../api/get-email-template-sample';
import { useEmailTemplates } from '../api/get-email-templates';
import { useSavedEmailTemplates } from '../api/get-saved-email-templates';
import { useSaveMyEmailTemplate } from '../api/save-my-email-template';
import type { EmailValues } from '../email-schema';

type Chosen = Pick<EmailValues, 'template' | 'contents'>;

/** The e-mail templates to choose from, what choosing one puts in the step, and saving one's own. */
export function useEmailTemplateLibrary() {
  const queryClient = useQueryClient();
  const standardQuery = useEmailTemplates();
  const savedQuery = useSavedEmailTemplates();
  const saveMine = useSaveMyEmailTemplate();
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
        contents: { ...saved.contents, contentBodyText: htmlToText(saved.contents.contentBodyText) },
      };
    }
    const { template: sample } = await queryClient.fetchQuery({
      queryKey: EMAIL_KEYS.sample(pick.id),
      queryFn: () => getEmailTemplateSample(pick.id),
    });
    const card = standardQuery.data?.email_template.find((item) => item.id === pick.id);
    return {
      template: {
        choice: pick,
        templateId: sample.id,
        name: sample.name,
        image: card?.template_image ?? '',
        layout: sample.layout,
      },
      contents: { ...sample.contents, contentBodyText: htmlToText(sample.contents.contentBodyText) },
    };
  }

  async function saveAsMine(name: string, templateId: number, contents: EmailTemplateContents) {
    const reply = await saveMine.mutateAsync({ name, email_template_id: templateId, contents });
    return { id: reply.data.id, message: reply.message };
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
    saveAsMine,
  };
}
