import type { MicrositeTemplateContents } from '@boothdeck/contract';
import { standardDraft, type TemplateDraft } from '../../common/chosen-template';
import { useMicrositeTemplateSample } from '../api/get-microsite-template-sample';
import { useMicrositeTemplates } from '../api/get-microsite-templates';

/** A standard social gallery template as chosen with its sample look, once its sample and its card have loaded. */
export function useMicrositeSampleDraft(templateId: number | null) {
  const sample = useMicrositeTemplateSample(templateId ?? 0);
  const templates = useMicrositeTemplates();
  const template = sample.data?.template;
  const card = templates.data?.micro_site.find((item) => item.id === template?.id);
  const draft: TemplateDraft<MicrositeTemplateContents> | undefined =
    template && templates.data
      ? standardDraft({ ...template, layout: template.template_name }, card?.template_image ?? '')
      : undefined;
  return { draft, error: sample.error ?? templates.error };
}
