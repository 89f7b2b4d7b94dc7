import { type Kysely, sql } from 'kysely';

/**
 * Where each capture came from and when it was taken. `original_sha256` is the SHA-256 of the
 * bytes the booth sent, so a client id sent again with other bytes is told apart from a retry;
 * `booth_session_id` the booth session that sent it (sessions are removed when they end, so it
 * is kept as a plain number, as on leads). Galleries now read in `captured_at` order, so a
 * capture uploaded late after an outage sits where it was taken: rows stored before this have
 * their `created_at` as their capture time when they had none.
 */
export function captureOriginsMigration() {
  return {
    async up(db: Kysely<unknown>) {
      const media = () => db.schema.alterTable('media_items');
      await media().addColumn('original_sha256', 'text').execute();
      await media().addColumn('booth_session_id', 'integer').execute();
      await sql`update media_items set captured_at = created_at where captured_at is null`.execute(db);
      // The tabs and the whole-event pages (grid, slide show) read in these orders.
      await db.schema
        .createIndex('media_items_event_type_captured')
        .on('media_items')
        .columns(['event_id', 'media_type', 'captured_at', 'id'])
        .execute();
      await db.schema
        .createIndex('media_items_event_captured')
        .on('media_items')
        .columns(['event_id', 'captured_at', 'id'])
        .execute();
    },
  };
}
