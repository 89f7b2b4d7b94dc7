import { savedTemplateEndpoints } from '@boothdeck/contract';
import { useSaveMyTemplate } from '../../common/use-save-my-template';
import { EMAIL_KEYS } from './email-query-keys';

/** Saves the texts as one of the organiser's templates (POST save/my/email-template); My Template then lists it. */
export const useSaveMyEmailTemplate = () =>
  useSaveMyTemplate(savedTemplateEndpoints.saveEmailTemplate, EMAIL_KEYS.saved, 'email_template_id');
