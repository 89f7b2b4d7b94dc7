/** The statements that load the shipped libraries (library-seed.ts) into their empty tables. */
import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { PropsTable } from './libraries.tables.ts';

type Rows<T extends keyof Database> = Insertable<Database[T]>[];

/** Every library's rows; a prop category carries its props, which get its id when written. */
export type LibrarySeedRows = {
  gifs: Rows<'gifs'>;
  burst_gifs: Rows<'burst_gifs'>;
  frames: Rows<'frames'>;
  color_filters: Rows<'color_filters'>;
  prop_categories: (Insertable<Database['prop_categories']> & {
    props: Omit<Insertable<PropsTable>, 'prop_category_id'>[];
  })[];
  email_templates: Rows<'email_templates'>;
  microsite_templates: Rows<'microsite_templates'>;
};

async function isEmpty(trx: Transaction<Database>, table: keyof LibrarySeedRows): Promise<boolean> {
  const row = await trx.selectFrom(table).select('id').limit(1).executeTakeFirst();
  return row === undefined;
}

/** Writes each library into its table, in one transaction, only where the table is empty. */
export async function insertEmptyLibraries(db: Kysely<Database>, rows: LibrarySeedRows): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (await isEmpty(trx, 'gifs')) await trx.insertInto('gifs').values(rows.gifs).execute();
    if (await isEmpty(trx, 'burst_gifs')) await trx.insertInto('burst_gifs').values(rows.burst_gifs).execute();
    if (await isEmpty(trx, 'frames')) await trx.insertInto('frames').values(rows.frames).execute();
    if (await isEmpty(trx, 'color_filters')) {
      await trx.insertInto('color_filters').values(rows.color_filters).execute();
    }
    if (await isEmpty(trx, 'prop_categories')) {
      for (const { props, ...category } of rows.prop_categories) {
        const { id } = await trx
          .insertInto('prop_categories')
          .values(category)
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('props')
          .values(props.map((prop) => ({ ...prop, prop_category_id: id })))
          .execute();
      }
    }
    if (await isEmpty(trx, 'email_templates')) {
      await trx.insertInto('email_templates').values(rows.email_templates).execute();
    }
    if (await isEmpty(trx, 'microsite_templates')) {
      await trx.insertInto('microsite_templates').values(rows.microsite_templates).execute();
    }
  });
}
