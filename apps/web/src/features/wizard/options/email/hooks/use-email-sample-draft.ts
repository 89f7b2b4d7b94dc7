import type { EmailTemplateContents } from '@boothdeck/contract';
import { standardDraft, type TemplateDraft } from '../../common/chosen-template';
import { useEmailTemplateSample } from '../api/get-email-template-sample';
import { useEmailTemplates } from '../api/get-email-templates';
import { sampleForEvent } from '../email-schema';

/**
 * A standard e-mail template as chosen, once its sample and its card have loaded: its sample
 * texts, naming the organiser's event (`eventName`) instead of the sample's.
 */
export function useEmailSampleDraft(templateId: number | null, eventName: string | null) {
  const sample = useEmailTemplateSample(templateId ?? 0);
  const templates = useEmailTemplates();
  const template = sample.data?.template;
  const card = templates.data?.email_template.find((item) => item.id === template?.id);
  const draft: TemplateDraft<EmailTemplateContents> | undefined =
    template && templates.data
      ? standardDraft(sampleForEvent(template, eventName), card?.template_image ?? '')
      : undefined;
  return { draft, error: sample.error ?? templates.error };
}
