/** 'My templates': e-mail and social gallery templates an organiser saved under a name from the template editors. */
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { emailTemplateItemSchema, micrositeTemplateItemSchema } from '../libraries.ts';
import { emailSettingSchema, micrositeSchema } from '../option-settings.ts';
import { ROLES } from '../roles.ts';
import { EMAIL_SAVING_GATE, emailContents } from './email.ts';
import { optionCall } from './fields.ts';
import { MICROSITE_SAVING_GATE, micrositeContents } from './microsite.ts';
import { savedTemplateSchemas } from './saved-template-schemas.ts';

/** The e-mail templates an organiser saves under a name: the save body, one of them and their list. */
export const emailTemplateSchemas = savedTemplateSchemas(
  { templateKey: 'email_template_id', itemKey: 'email_template' },
  { input: emailContents, stored: emailSettingSchema.shape.contents },
  emailTemplateItemSchema,
);

/** The social gallery looks an organiser saves under a name: the save body, one of them and their list. */
export const socialGalleryTemplateSchemas = savedTemplateSchemas(
  { templateKey: 'microsite_template_id', itemKey: 'social_template' },
  { input: micrositeContents, stored: micrositeSchema.shape.contents },
  micrositeTemplateItemSchema,
);

export const savedTemplateReplySchema = z.object({ message: z.string(), data: z.object({ id: z.number() }) });
export type SavedTemplateReply = z.infer<typeof savedTemplateReplySchema>;

export const savedTemplateEndpoints = {
  emailTemplates: defineEndpoint({
    ...optionCall,
    method: 'GET',
    path: '/user/saved/email-template',
    roles: ROLES.staff,
    summary: "The organiser's saved e-mail templates",
    reply: emailTemplateSchemas.list,
  }),
  saveEmailTemplate: defineEndpoint({
    ...optionCall,
    method: 'POST',
    path: '/save/my/email-template',
    roles: ROLES.managers,
    summary: 'Save an e-mail template under a name',
    body: emailTemplateSchemas.saveBody,
    reply: savedTemplateReplySchema,
    ...EMAIL_SAVING_GATE,
  }),
  socialGalleryTemplates: defineEndpoint({
    ...optionCall,
    method: 'GET',
    path: '/user/saved/social-gallery-template',
    roles: ROLES.staff,
    summary: "The organiser's saved social gallery templates",
    reply: socialGalleryTemplateSchemas.list,
  }),
  saveSocialGalleryTemplate: defineEndpoint({
    ...optionCall,
    method: 'POST',
    path: '/save/my/social-gallery-template',
    roles: ROLES.managers,
    summary: 'Save a social gallery template under a name',
    body: socialGalleryTemplateSchemas.saveBody,
    reply: savedTemplateReplySchema,
    ...MICROSITE_SAVING_GATE,
  }),
};
