import type { CreateTableBuilder, Kysely } from 'kysely';
import { withIdColumn } from '../columns.ts';
import type { DialectName } from '../database.ts';

/**
 * The option libraries shipped with the product: 3-in-1 animation and fast styles, frames, colour
 * filters, prop categories and props, e-mail and microsite templates. Files are paths under the
 * library assets folder; names are unique so two processes seeding at once cannot both succeed.
 */
export function librariesMigration(dialect: DialectName) {
  const listed = <T extends string>(table: CreateTableBuilder<T>) =>
    table
      .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1));

  return {
    async up(db: Kysely<unknown>) {
      await listed(
        withIdColumn(db.schema.createTable('gifs'), dialect)
          .addColumn('name', 'text', (c) => c.notNull().unique())
          .addColumn('photo_file', 'text', (c) => c.notNull())
          .addColumn('preview_file', 'text', (c) => c.notNull()),
      ).execute();

      await listed(
        withIdColumn(db.schema.createTable('burst_gifs'), dialect)
          .addColumn('name', 'text', (c) => c.notNull().unique())
          .addColumn('photo_file', 'text', (c) => c.notNull()),
      ).execute();

      await listed(
        withIdColumn(db.schema.createTable('frames'), dialect)
          .addColumn('name', 'text', (c) => c.notNull().unique())
          .addColumn('frame_file', 'text', (c) => c.notNull())
          .addColumn('preview_file', 'text', (c) => c.notNull()),
      ).execute();

      await listed(
        withIdColumn(db.schema.createTable('color_filters'), dialect)
          .addColumn('name', 'text', (c) => c.notNull().unique())
          .addColumn('photo_file', 'text', (c) => c.notNull())
          .addColumn('chart_file', 'text', (c) => c.notNull())
          .addColumn('matrix', 'text', (c) => c.notNull()),
      ).execute();

      await listed(
        withIdColumn(db.schema.createTable('prop_categories'), dialect).addColumn('category_name', 'text', (c) =>
          c.notNull().unique(),
        ),
      ).execute();

      await listed(
        withIdColumn(db.schema.createTable('props'), dialect)
          .addColumn('prop_category_id', 'integer', (c) =>
            c.notNull().references('prop_categories.id').onDelete('cascade'),
          )
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('image_file', 'text', (c) => c.notNull())
          .addUniqueConstraint('props_category_name', ['prop_category_id', 'name']),
      ).execute();

      await listed(
        withIdColumn(db.schema.createTable('email_templates'), dialect)
          .addColumn('name', 'text', (c) => c.notNull().unique())
          .addColumn('layout', 'text', (c) => c.notNull())
          .addColumn('image_file', 'text', (c) => c.notNull())
          .addColumn('contents', 'text', (c) => c.notNull()),
      ).execute();

      await listed(
        withIdColumn(db.schema.createTable('microsite_templates'), dialect)
          .addColumn('name', 'text', (c) => c.notNull().unique())
          .addColumn('template_name', 'text', (c) => c.notNull())
          .addColumn('image_file', 'text', (c) => c.notNull())
          .addColumn('logo_file', 'text', (c) => c.notNull())
          .addColumn('contents', 'text', (c) => c.notNull()),
      ).execute();
    },
  };
}
