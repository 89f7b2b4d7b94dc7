/** 'My templates': e-mail and social gallery templates an organiser saved under a name from the template editors. */
import { defineEndpoint } from '../endpoint.ts';
import { EMAIL_BODY_LIMIT, emailTemplateSchemas, savedTemplateReplySchema } from './email.ts';
import { optionCall } from './fields.ts';
import { MICROSITE_BODY_LIMIT, socialGalleryTemplateSchemas } from './microsite.ts';

export const savedTemplateEndpoints = {
  emailTemplates: defineEndpoint({
    ...optionCall,
    method: 'GET',
    path: '/user/saved/email-template',
    summary: "The organiser's saved e-mail templates",
    reply: emailTemplateSchemas.list,
  }),
  saveEmailTemplate: defineEndpoint({
    ...optionCall,
    method: 'POST',
    path: '/save/my/email-template',
    summary: 'Save an e-mail template under a name',
    body: emailTemplateSchemas.saveBody,
    reply: savedTemplateReplySchema,
    planOption: 'email',
    bodyLimit: EMAIL_BODY_LIMIT,
  }),
  socialGalleryTemplates: defineEndpoint({
    ...optionCall,
    method: 'GET',
    path: '/user/saved/social-gallery-template',
    summary: "The organiser's saved social gallery templates",
    reply: socialGalleryTemplateSchemas.list,
  }),
  saveSocialGalleryTemplate: defineEndpoint({
    ...optionCall,
    method: 'POST',
    path: '/save/my/social-gallery-template',
    summary: 'Save a social gallery template under a name',
    body: socialGalleryTemplateSchemas.saveBody,
    reply: savedTemplateReplySchema,
    planOption: 'microsite',
    bodyLimit: MICROSITE_BODY_LIMIT,
  }),
};
