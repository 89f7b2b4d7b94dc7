/**
 * The standard e-mail and microsite templates as the option steps read them: one by id (an
 * inactive one still answers, for settings saved before), several by id for the organiser's saved
 * templates, and whether a file is a standard microsite logo.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export type StandardTemplates = ReturnType<typeof createStandardTemplatesRepository>;

export function createStandardTemplatesRepository(db: Kysely<Database>) {
  return {
    emailTemplate(id: number, options: { activeOnly: boolean }) {
      let query = db
        .selectFrom('email_templates')
        .select(['id', 'name', 'layout', 'image_file', 'contents'])
        .where('id', '=', id);
      if (options.activeOnly) query = query.where('active', '=', 1);
      return query.executeTakeFirst();
    },

    micrositeTemplate(id: number, options: { activeOnly: boolean }) {
      let query = db
        .selectFrom('microsite_templates')
        .select(['id', 'name', 'template_name', 'image_file', 'logo_file', 'contents'])
        .where('id', '=', id);
      if (options.activeOnly) query = query.where('active', '=', 1);
      return query.executeTakeFirst();
    },

    /** The names, layouts and pictures of these e-mail templates, active or not. */
    emailTemplatesByIds(ids: readonly number[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('email_templates')
        .select(['id', 'name', 'layout', 'image_file'])
        .where('id', 'in', ids)
        .execute();
    },

    /** The names, layouts and pictures of these microsite templates, active or not. */
    micrositeTemplatesByIds(ids: readonly number[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('microsite_templates')
        .select(['id', 'name', 'template_name', 'image_file'])
        .where('id', 'in', ids)
        .execute();
    },

    async isMicrositeLogoFile(file: string): Promise<boolean> {
      const row = await db
        .selectFrom('microsite_templates')
        .select('id')
        .where('logo_file', '=', file)
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}
