/**
 * 'My templates': e-mail and microsite templates an organiser saved under a name from the
 * template editors, listed in the template libraries' My Template tabs.
 */
import {
  type SavedEmailTemplate,
  type SavedSocialGalleryTemplate,
  type saveMyEmailTemplateBodySchema,
  type saveMySocialGalleryTemplateBodySchema,
  templateLayoutSchema,
} from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import type { z } from 'zod';
import { AppError } from '../../../shared/app-error.ts';
import { nowIso } from '../../../shared/clock.ts';
import { libraryUrl } from '../../libraries/libraries.service.ts';
import { emailContentsFrom, parseEmailContents } from '../email/email.service.ts';
import { lookOf, standardLookOf, storedLookFrom, storedLookSchema } from '../microsite/microsite.service.ts';
import type { OptionsContext } from '../option-context.ts';

export function createSavedTemplateService(options: OptionsContext) {
  return {
    async emailTemplates(userId: number): Promise<SavedEmailTemplate[]> {
      const rows = await options.templates.savedEmailTemplates(userId);
      return rows.map((row) => ({
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
    },

    /** The new saved template's id. */
    async saveEmailTemplate(userId: number, body: z.output<typeof saveMyEmailTemplateBodySchema>): Promise<number> {
      const template = await options.templates.emailTemplate(body.email_template_id, { activeOnly: true });
      if (!template) throw AppError.validation('email_template_id', MESSAGES.chooseAnyTemplate);
      const contents = emailContentsFrom(parseEmailContents(template.contents), body.contents);
      return options.templates.insertSavedEmailTemplate({
        user_id: userId,
        name: body.name,
        email_template_id: template.id,
        contents: JSON.stringify(contents),
        created_at: nowIso(),
      });
    },

    async socialGalleryTemplates(userId: number): Promise<SavedSocialGalleryTemplate[]> {
      const rows = await options.templates.savedMicrositeTemplates(userId);
      return rows.map((row) => ({
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
    },

    /** The new saved template's id. */
    async saveSocialGalleryTemplate(
      userId: number,
      body: z.output<typeof saveMySocialGalleryTemplateBodySchema>,
    ): Promise<number> {
      const template = await options.templates.micrositeTemplate(body.microsite_template_id, { activeOnly: true });
      if (!template) throw AppError.validation('microsite_template_id', MESSAGES.chooseAnyTemplate);
      const { look, created } = await storedLookFrom(options, userId, body.contents, standardLookOf(template), null);
      return options.templates
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
    },
  };
}
