/** SQL for the templates organisers saved; the standard ones they start from are the libraries' (template-reads.ts). */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export type TemplatesRepository = ReturnType<typeof createTemplatesRepository>;

export function createTemplatesRepository(db: Kysely<Database>) {
  const savedEmail = () =>
    db.selectFrom('saved_email_templates').select(['id', 'name', 'email_template_id', 'contents', 'created_at']);
  const savedMicrosite = () =>
    db
      .selectFrom('saved_microsite_templates')
      .select(['id', 'name', 'microsite_template_id', 'contents', 'created_at']);

  return {
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

    savedEmailRows(userId: number) {
      return savedEmail().where('user_id', '=', userId).orderBy('id', 'desc').execute();
    },

    savedEmailRow(userId: number, id: number) {
      return savedEmail().where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
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

    savedMicrositeRows(userId: number) {
      return savedMicrosite().where('user_id', '=', userId).orderBy('id', 'desc').execute();
    },

    savedMicrositeRow(userId: number, id: number) {
      return savedMicrosite().where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
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
