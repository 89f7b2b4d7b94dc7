import { useSampleDraft } from '../../common/template-queries';
import { EMAIL_TEMPLATE_QUERIES } from './use-email-template-library';

/** A standard e-mail template as chosen with its sample texts, once its sample and its card have loaded. */
export const useEmailSampleDraft = (templateId: number | null) => useSampleDraft(EMAIL_TEMPLATE_QUERIES, templateId);
