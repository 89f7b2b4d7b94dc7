import type { MicrositeTemplateItem } from '@boothdeck/contract';
import { templateQueries, useStepTemplateLibrary } from '../../common/template-queries';
import { getMicrositeTemplateSample } from '../api/get-microsite-template-sample';
import { getMicrositeTemplates } from '../api/get-microsite-templates';
import { getSavedMicrositeTemplates } from '../api/get-saved-microsite-templates';
import { MICROSITE_KEYS } from '../api/microsite-query-keys';

/** A social gallery template names its layout `template_name`. */
const withLayout = <Template extends Pick<MicrositeTemplateItem, 'template_name'>>(template: Template) => ({
  ...template,
  layout: template.template_name,
});

/** Where the social gallery step reads its templates; a saved one's standard template is its `social_template`. */
export const MICROSITE_TEMPLATE_QUERIES = templateQueries({
  standard: [MICROSITE_KEYS.templates, getMicrositeTemplates, (reply) => reply.micro_site],
  saved: [
    MICROSITE_KEYS.saved,
    getSavedMicrositeTemplates,
    (reply) =>
      reply.data.data.map(({ social_template, ...saved }) => ({ ...saved, base: withLayout(social_template) })),
  ],
  sample: [MICROSITE_KEYS.sample, getMicrositeTemplateSample, (reply) => withLayout(reply.template)],
});

/** The social gallery templates to choose from, and what choosing one puts in the step. */
export const useMicrositeTemplateLibrary = () => useStepTemplateLibrary(MICROSITE_TEMPLATE_QUERIES);
