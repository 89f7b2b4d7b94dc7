import { useSampleDraft } from '../../common/template-queries';
import { MICROSITE_TEMPLATE_QUERIES } from './use-microsite-template-library';

/** A standard social gallery template as chosen with its sample look, once its sample and its card have loaded. */
export const useMicrositeSampleDraft = (templateId: number | null) =>
  useSampleDraft(MICROSITE_TEMPLATE_QUERIES, templateId);
