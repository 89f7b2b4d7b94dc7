import { queryKeyOf } from '@boothdeck/client';
import { libraryEndpoints, savedTemplateEndpoints } from '@boothdeck/contract';
import { templateQueries, useStepTemplateLibrary } from '../../common/template-queries';
import { emailTemplateSampleKey, getEmailTemplateSample } from '../api/get-email-template-sample';
import { getEmailTemplates } from '../api/get-email-templates';
import { getSavedEmailTemplates } from '../api/get-saved-email-templates';
import { sampleForEvent } from '../email-schema';

/** Where the e-mail step reads its templates; a saved one's standard template is its `email_template`. */
export const EMAIL_TEMPLATE_QUERIES = templateQueries({
  standard: [queryKeyOf(libraryEndpoints.emailTemplates), getEmailTemplates, (reply) => reply.email_template],
  saved: [
    queryKeyOf(savedTemplateEndpoints.emailTemplates),
    getSavedEmailTemplates,
    (reply) => reply.data.data.map(({ email_template: base, ...saved }) => ({ ...saved, base })),
  ],
  sample: [emailTemplateSampleKey, getEmailTemplateSample, (reply) => reply.template],
});

/** The e-mail templates to choose from, and what choosing one puts in the step of the event named `eventName`. */
export const useEmailTemplateLibrary = (eventName: string) =>
  useStepTemplateLibrary(EMAIL_TEMPLATE_QUERIES, (sample) => sampleForEvent(sample, eventName));
