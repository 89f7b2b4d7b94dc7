/** SQL for the standard e-mail and microsite templates an event uses and the templates organisers saved. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export type TemplatesRepository = ReturnType<typeof createTemplatesRepository>;

export function createTemplatesRepository(db: Kysely<Database>) {
  const savedEmail = () =>
    db
      .selectFrom('saved_email_templates as s')
      .innerJoin('email_templates as t', 't.id', 's.email_template_id')
      .select([
        's.id',
        's.name',
        's.email_template_id',
        's.contents',
        's.created_at',
        't.name as template_name',
        't.layout',
        't.image_file',
      ]);
  const savedMicrosite = () =>
    db
      .selectFrom('saved_microsite_templates as s')
      .innerJoin('microsite_templates as t', 't.id', 's.microsite_template_id')
      .select([
        's.id',
        's.name',
        's.microsite_template_id',
        's.contents',
        's.created_at',
        't.name as template_name',
        't.template_name as layout',
        't.image_file',
      ]);

  return {
    /** A standard e-mail template; inactive ones still answer, for settings saved before. */
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

    async isMicrositeLogoFile(file: string): Promise<boolean> {
      const row = await db
        .selectFrom('microsite_templates')
        .select('id')
        .where('logo_file', '=', file)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** The name an organiser saved a template under; settings that use it hold only its id. */
    async savedEmailTemplateName(id: number): Promise<string | undefined> {
      const row = await db.selectFrom('saved_email_templates').select('name').where('id', '=', id).executeTakeFirst();
      return row?.name;
    },

    async savedMicrositeTemplateName(id: number): Promise<string | undefined> {
      const row = await db
        .selectFrom('saved_microsite_templates')
        .select('name')
        .where('id', '=', id)
        .executeTakeFirst();
      return row?.name;
    },

    savedEmailTemplates(userId: number) {
      return savedEmail().where('s.user_id', '=', userId).orderBy('s.id', 'desc').execute();
    },

    savedEmailTemplate(userId: number, id: number) {
      return savedEmail().where('s.user_id', '=', userId).where('s.id', '=', id).executeTakeFirst();
    },

    async insertSavedEmailTemplate(values: {
      user_id: number;
      name: string;
      email_template_id: number;
      contents: string;
      created_at: string;
    }): Promise<number> {
      const row = await db.insertInto('saved_email_templates').values(values).returning('id').executeTakeFirstOrThrow();
      return row.id;
    },

    savedMicrositeTemplates(userId: number) {
      return savedMicrosite().where('s.user_id', '=', userId).orderBy('s.id', 'desc').execute();
    },

    savedMicrositeTemplate(userId: number, id: number) {
      return savedMicrosite().where('s.user_id', '=', userId).where('s.id', '=', id).executeTakeFirst();
    },

    async insertSavedMicrositeTemplate(values: {
      user_id: number;
      name: string;
      microsite_template_id: number;
      contents: string;
      created_at: string;
    }): Promise<number> {
      const row = await db
        .insertInto('saved_microsite_templates')
        .values(values)
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** The stored contents (JSON) of every microsite template the user saved. */
    async savedMicrositeContents(userId: number): Promise<string[]> {
      const rows = await db
        .selectFrom('saved_microsite_templates')
        .select('contents')
        .where('user_id', '=', userId)
        .execute();
      return rows.map((row) => row.contents);
    },
  };
}
