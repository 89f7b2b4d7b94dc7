import { queryKeyOf } from '@boothdeck/client';
import { libraryEndpoints, type MicrositeTemplateItem, savedTemplateEndpoints } from '@boothdeck/contract';
import { templateQueries, useStepTemplateLibrary } from '../../common/template-queries';
import { getMicrositeTemplateSample, micrositeTemplateSampleKey } from '../api/get-microsite-template-sample';
import { getMicrositeTemplates } from '../api/get-microsite-templates';
import { getSavedMicrositeTemplates } from '../api/get-saved-microsite-templates';

/** A social gallery template names its layout `template_name`. */
const withLayout = <Template extends Pick<MicrositeTemplateItem, 'template_name'>>(template: Template) => ({
  ...template,
  layout: template.template_name,
});

/** Where the social gallery step reads its templates; a saved one's standard template is its `social_template`. */
export const MICROSITE_TEMPLATE_QUERIES = templateQueries({
  standard: [queryKeyOf(libraryEndpoints.micrositeTemplates), getMicrositeTemplates, (reply) => reply.micro_site],
  saved: [
    queryKeyOf(savedTemplateEndpoints.socialGalleryTemplates),
    getSavedMicrositeTemplates,
    (reply) =>
      reply.data.data.map(({ social_template, ...saved }) => ({ ...saved, base: withLayout(social_template) })),
  ],
  sample: [micrositeTemplateSampleKey, getMicrositeTemplateSample, (reply) => withLayout(reply.template)],
});

/** The social gallery templates to choose from, and what choosing one puts in the step. */
export const useMicrositeTemplateLibrary = () => useStepTemplateLibrary(MICROSITE_TEMPLATE_QUERIES);
