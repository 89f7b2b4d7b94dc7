import { useSampleDraft } from '../../common/template-queries';
import { sampleForEvent } from '../email-schema';
import { EMAIL_TEMPLATE_QUERIES } from './use-email-template-library';

/**
 * A standard e-mail template as chosen, once its sample and its card have loaded: its sample
 * texts, naming the organiser's event (`eventName`) instead of the sample's.
 */
export const useEmailSampleDraft = (templateId: number | null, eventName: string | null) =>
  useSampleDraft(EMAIL_TEMPLATE_QUERIES, templateId, (sample) => sampleForEvent(sample, eventName));
