import { savedTemplateEndpoints } from '@boothdeck/contract';
import { useSaveMyTemplate } from '../../common/use-save-my-template';

/** Saves the texts as one of the organiser's templates (POST save/my/email-template); My Template then lists it. */
export const useSaveMyEmailTemplate = () =>
  useSaveMyTemplate(
    savedTemplateEndpoints.saveEmailTemplate,
    savedTemplateEndpoints.emailTemplates,
    'email_template_id',
  );
