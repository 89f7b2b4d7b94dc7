import type { Kysely } from 'kysely';

/**
 * Resumable (tus) uploads in progress, shared by every server process: `resumable_uploads` is one
 * upload (its declared length, how much arrived, its tus metadata), `resumable_upload_parts` the
 * pieces received so far, each stored as its own file in the media storage, in order by `start`.
 * A piece is counted by moving `upload_offset` from its start to its end in one conditional
 * update, and (upload, start) is unique, so two processes never both add the same bytes.
 * `updated_at` is when bytes last arrived: an upload unchanged for a day is swept. Uploads go
 * with their event; their pieces' files are then swept as files no piece names.
 */
export function resumableUploadsMigration() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('resumable_uploads')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
        .addColumn('booth_session_id', 'integer')
        .addColumn('upload_length', 'bigint')
        .addColumn('upload_offset', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('metadata', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('resumable_uploads_updated').on('resumable_uploads').column('updated_at').execute();
      await db.schema.createIndex('resumable_uploads_event').on('resumable_uploads').column('event_id').execute();
      await db.schema
        .createIndex('resumable_uploads_booth_session')
        .on('resumable_uploads')
        .column('booth_session_id')
        .execute();

      await db.schema
        .createTable('resumable_upload_parts')
        .addColumn('upload_id', 'text', (c) => c.notNull().references('resumable_uploads.id').onDelete('cascade'))
        .addColumn('start', 'bigint', (c) => c.notNull())
        .addColumn('byte_size', 'bigint', (c) => c.notNull())
        .addColumn('storage_key', 'text', (c) => c.notNull().unique())
        .addPrimaryKeyConstraint('resumable_upload_parts_pk', ['upload_id', 'start'])
        .execute();
    },
  };
}
