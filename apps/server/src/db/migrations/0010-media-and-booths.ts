import type { Kysely } from 'kysely';
import { withIdColumn } from '../columns.ts';
import type { DialectName } from '../database.ts';

/**
 * Media from booths: each capture keeps its original, a thumbnail, a screen-size preview and,
 * for clips, a poster still, all as storage keys. `client_id` is the booth's own id for a
 * capture, unique per event, so a retried upload finds the row it already made.
 *
 * `booth_sessions` holds a hash of each booth token and a fingerprint of the admin password it
 * was issued under, so changing the password ends every booth session of the event.
 * `server_secrets` holds keys that every server process must share (the download-link key).
 */
export function mediaAndBoothsMigration(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('media_items').addColumn('client_id', 'text').execute();
      await db.schema.alterTable('media_items').addColumn('preview_path', 'text').execute();
      await db.schema.alterTable('media_items').addColumn('poster_path', 'text').execute();
      await db.schema.alterTable('media_items').addColumn('content_type', 'text').execute();
      await db.schema.alterTable('media_items').addColumn('byte_size', 'integer').execute();
      await db.schema.alterTable('media_items').addColumn('captured_at', 'text').execute();
      await db.schema
        .createIndex('media_items_event_client')
        .on('media_items')
        .columns(['event_id', 'client_id'])
        .unique()
        .execute();
      await db.schema
        .createIndex('media_items_event_type_created')
        .on('media_items')
        .columns(['event_id', 'media_type', 'created_at', 'id'])
        .execute();

      await withIdColumn(db.schema.createTable('booth_sessions'), dialect)
        .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('password_fingerprint', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('last_used_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('booth_sessions_event').on('booth_sessions').column('event_id').execute();

      await db.schema
        .createTable('server_secrets')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('secret', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
    },
  };
}
