import { type Kysely, sql } from 'kysely';
import { withIdColumn } from '../columns.ts';
import type { DialectName } from '../database.ts';

/**
 * What each option step saves for an event. `event_settings` holds one JSON document per event
 * and option (social, email, text message, watermark, microsite, incentive description, form);
 * choices from the libraries are link tables, so a library item is never dangling; custom frames
 * and offers have their own rows (vouchers will point at offers). Organisers' saved e-mail and
 * microsite templates hang off the user. Uploaded images are storage keys. Everything goes with
 * its event (or user).
 */
export function optionsMigration(dialect: DialectName) {
  const eventLink = (db: Kysely<unknown>, name: string, itemColumn: string, itemTable: string) =>
    db.schema
      .createTable(name)
      .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
      .addColumn(itemColumn, 'integer', (c) => c.notNull().references(`${itemTable}.id`).onDelete('cascade'))
      .addColumn('position', 'integer', (c) => c.notNull())
      // The builder types column names from the literals it has seen; itemColumn is only known as a string.
      .addPrimaryKeyConstraint(`${name}_pk`, ['event_id', itemColumn] as never);

  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('event_settings')
        .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('settings', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('event_settings_pk', ['event_id', 'kind'])
        .execute();

      await eventLink(db, 'event_gifs', 'gif_id', 'gifs')
        .addColumn('settings', 'text', (c) => c.notNull())
        .execute();
      await eventLink(db, 'event_burst_gifs', 'burst_gif_id', 'burst_gifs')
        .addColumn('settings', 'text', (c) => c.notNull())
        .execute();
      await eventLink(db, 'event_props', 'prop_id', 'props').execute();
      await eventLink(db, 'event_frames', 'frame_id', 'frames').execute();
      await eventLink(db, 'event_filters', 'color_filter_id', 'color_filters').execute();

      // A custom overlay of one frame or one 3 in 1 animation (the other column is null).
      await withIdColumn(db.schema.createTable('custom_frames'), dialect)
        .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
        .addColumn('frame_id', 'integer', (c) => c.references('frames.id').onDelete('cascade'))
        .addColumn('gif_id', 'integer', (c) => c.references('gifs.id').onDelete('cascade'))
        .addColumn('file_path', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('custom_frames_event_frame', ['event_id', 'frame_id'])
        .addUniqueConstraint('custom_frames_event_gif', ['event_id', 'gif_id'])
        .addCheckConstraint('custom_frames_one_item', sql`(frame_id is null) <> (gif_id is null)`)
        .execute();

      await withIdColumn(db.schema.createTable('incentive_offers'), dialect)
        .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
        .addColumn('offer_name', 'text', (c) => c.notNull())
        .addColumn('uses_limit', 'integer', (c) => c.notNull())
        .addColumn('expire_at', 'text', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('incentive_offers_event').on('incentive_offers').columns(['event_id']).execute();

      await withIdColumn(db.schema.createTable('saved_email_templates'), dialect)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('email_template_id', 'integer', (c) =>
          c.notNull().references('email_templates.id').onDelete('cascade'),
        )
        .addColumn('contents', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('saved_email_templates_user')
        .on('saved_email_templates')
        .columns(['user_id'])
        .execute();

      await withIdColumn(db.schema.createTable('saved_microsite_templates'), dialect)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('microsite_template_id', 'integer', (c) =>
          c.notNull().references('microsite_templates.id').onDelete('cascade'),
        )
        .addColumn('contents', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('saved_microsite_templates_user')
        .on('saved_microsite_templates')
        .columns(['user_id'])
        .execute();
    },
  };
}
