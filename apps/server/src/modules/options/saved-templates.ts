/**
 * 'My templates': e-mail and microsite templates an organiser saved under a name from the
 * template editors, listed in the template libraries' My Template tabs.
 */
import {
  savedEmailTemplatesReplySchema,
  savedSocialGalleryTemplatesReplySchema,
  savedTemplateReplySchema,
  saveMyEmailTemplateBodySchema,
  saveMySocialGalleryTemplateBodySchema,
  templateLayoutSchema,
} from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../shared/app-error.ts';
import { nowIso } from '../../shared/clock.ts';
import { libraryUrl } from '../libraries/libraries.service.ts';
import { EMAIL_BODY_LIMIT, emailContentsFrom, parseEmailContents } from './email.ts';
import { lookOf, standardLookOf, storedLookFrom, storedLookSchema } from './microsite.ts';
import { type OptionsContext, userIdOf } from './option-context.ts';
import { bodyLimitFor, replies, security, tags } from './route-schema.ts';

export const savedTemplateRoutes: FastifyPluginAsyncZod<{ options: OptionsContext }> = async (app, { options }) => {
  app.get(
    '/user/saved/email-template',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: "The organiser's saved e-mail templates",
        response: replies(savedEmailTemplatesReplySchema),
      },
    },
    async (request) => {
      const rows = await options.templates.savedEmailTemplates(userIdOf(request));
      const data = rows.map((row) => ({
        id: row.id,
        name: row.name,
        email_template_id: row.email_template_id,
        contents: parseEmailContents(row.contents),
        email_template: {
          id: row.email_template_id,
          name: row.template_name,
          template_image: libraryUrl(row.image_file),
          layout: templateLayoutSchema.parse(row.layout),
        },
        created_at: row.created_at,
      }));
      return { data: { data } };
    },
  );

  app.post(
    '/save/my/email-template',
    {
      onRequest: app.authenticate,
      bodyLimit: EMAIL_BODY_LIMIT,
      schema: {
        tags,
        security,
        summary: 'Save an e-mail template under a name',
        body: saveMyEmailTemplateBodySchema,
        response: replies(savedTemplateReplySchema),
      },
    },
    async (request) => {
      const userId = userIdOf(request);
      const { body } = request;
      await options.requireOption(userId, 'email');
      const template = await options.templates.emailTemplate(body.email_template_id, { activeOnly: true });
      if (!template) throw AppError.validation('email_template_id', MESSAGES.chooseAnyTemplate);
      const contents = emailContentsFrom(parseEmailContents(template.contents), body.contents);
      const id = await options.templates.insertSavedEmailTemplate({
        user_id: userId,
        name: body.name,
        email_template_id: template.id,
        contents: JSON.stringify(contents),
        created_at: nowIso(),
      });
      return { message: MESSAGES.templateSaved, data: { id } };
    },
  );

  app.get(
    '/user/saved/social-gallery-template',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: "The organiser's saved social gallery templates",
        response: replies(savedSocialGalleryTemplatesReplySchema),
      },
    },
    async (request) => {
      const rows = await options.templates.savedMicrositeTemplates(userIdOf(request));
      const data = rows.map((row) => ({
        id: row.id,
        name: row.name,
        microsite_template_id: row.microsite_template_id,
        contents: lookOf(storedLookSchema.parse(JSON.parse(row.contents)), options),
        social_template: {
          id: row.microsite_template_id,
          name: row.template_name,
          template_image: libraryUrl(row.image_file),
          template_name: templateLayoutSchema.parse(row.layout),
        },
        created_at: row.created_at,
      }));
      return { data: { data } };
    },
  );

  app.post(
    '/save/my/social-gallery-template',
    {
      onRequest: app.authenticate,
      bodyLimit: bodyLimitFor(512 * 1024),
      schema: {
        tags,
        security,
        summary: 'Save a social gallery template under a name',
        body: saveMySocialGalleryTemplateBodySchema,
        response: replies(savedTemplateReplySchema),
      },
    },
    async (request) => {
      const userId = userIdOf(request);
      const { body } = request;
      await options.requireOption(userId, 'microsite');
      const template = await options.templates.micrositeTemplate(body.microsite_template_id, { activeOnly: true });
      if (!template) throw AppError.validation('microsite_template_id', MESSAGES.chooseAnyTemplate);
      const { look, created } = await storedLookFrom(options, userId, body.contents, standardLookOf(template), null);
      const id = await options.templates
        .insertSavedMicrositeTemplate({
          user_id: userId,
          name: body.name,
          microsite_template_id: template.id,
          contents: JSON.stringify(look),
          created_at: nowIso(),
        })
        .catch(async (error) => {
          await options.images.discard(created);
          throw error;
        });
      return { message: MESSAGES.templateSaved, data: { id } };
    },
  );
};
