/**
 * 'My templates': e-mail and microsite templates an organiser saved under a name from the
 * template editors, listed in the template libraries' My Template tabs.
 */
import {
  type emailTemplateSchemas,
  type SavedTemplate,
  type SaveTemplateBody,
  type socialGalleryTemplateSchemas,
  templateLayoutSchema,
} from '@boothdeck/contract';
import { nowIso } from '../../../shared/clock.ts';
import { libraryUrl } from '../../libraries/index.ts';
import { emailContentsFrom, emailTemplateSource, parseEmailContents } from '../email/email.service.ts';
import { lookOf, micrositeTemplateSource, storedLookFrom, storedLookSchema } from '../microsite/microsite.service.ts';
import type { OptionsContext } from '../option-context.ts';
import { standardTemplate } from './chosen-template.ts';

type SavedRow = {
  id: number;
  name: string;
  created_at: string;
  template_name: string;
  image_file: string;
  layout: string;
};

/** What a listed saved template shows of itself and of the library template it is made from. */
const listed = (row: SavedRow) => ({
  saved: { id: row.id, name: row.name, created_at: row.created_at },
  template: { name: row.template_name, template_image: libraryUrl(row.image_file) },
  layout: templateLayoutSchema.parse(row.layout),
});

export function createSavedTemplateService(options: OptionsContext) {
  return {
    async emailTemplates(userId: number): Promise<SavedTemplate<typeof emailTemplateSchemas>[]> {
      const rows = await options.templates.savedEmailTemplates(userId);
      return rows.map((row) => {
        const { saved, template, layout } = listed(row);
        const contents = parseEmailContents(row.contents);
        const email_template = { id: row.email_template_id, ...template, layout };
        return { ...saved, email_template_id: row.email_template_id, contents, email_template };
      });
    },

    /** The new saved template's id. */
    async saveEmailTemplate(userId: number, body: SaveTemplateBody<typeof emailTemplateSchemas>): Promise<number> {
      const source = emailTemplateSource(options);
      const template = await standardTemplate(source, body.email_template_id);
      const contents = emailContentsFrom(source.standard.base(template), body.contents);
      return options.templates.insertSavedEmailTemplate({
        user_id: userId,
        name: body.name,
        email_template_id: template.id,
        contents: JSON.stringify(contents),
        created_at: nowIso(),
      });
    },

    async socialGalleryTemplates(userId: number): Promise<SavedTemplate<typeof socialGalleryTemplateSchemas>[]> {
      const rows = await options.templates.savedMicrositeTemplates(userId);
      return rows.map((row) => {
        const { saved, template, layout } = listed(row);
        const contents = lookOf(storedLookSchema.parse(JSON.parse(row.contents)), options);
        const social_template = { id: row.microsite_template_id, ...template, template_name: layout };
        return { ...saved, microsite_template_id: row.microsite_template_id, contents, social_template };
      });
    },

    /** The new saved template's id. */
    async saveSocialGalleryTemplate(
      userId: number,
      body: SaveTemplateBody<typeof socialGalleryTemplateSchemas>,
    ): Promise<number> {
      const source = micrositeTemplateSource(options);
      const template = await standardTemplate(source, body.microsite_template_id);
      const { look, created } = await storedLookFrom(
        options,
        userId,
        body.contents,
        source.standard.base(template),
        null,
      );
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
