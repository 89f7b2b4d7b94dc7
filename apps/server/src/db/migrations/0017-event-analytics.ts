import { type Kysely, sql } from 'kysely';

/**
 * What one event's analytics page reads:
 *
 * - `shares_event_sent`: the sent guest shares of one event (not lead messages or vouchers,
 *   which the ledger carries too) by channel and time,
 *   so the graphs and totals of an event read only the index (10,000 events and 1,000,000
 *   shares stay far under 50 ms). Partial, since no other row is ever counted; a
 *   query uses it only when it says the same condition with the same literal value.
 * - `media_views`: how many times guests opened each item of the public gallery, one counter
 *   row per item (a row per view would grow without bound for a number read as a total).
 *   Removing the item (or its event) removes its counter.
 */
export const SENT_GUEST_SHARE = "state = 'sent' AND purpose = 'share'";

export function eventAnalyticsMigration() {
  return {
    async up(db: Kysely<unknown>) {
      await sql
        .raw(`CREATE INDEX shares_event_sent ON shares (event_id, channel, created_at) WHERE ${SENT_GUEST_SHARE}`)
        .execute(db);

      await db.schema
        .createTable('media_views')
        .addColumn('media_id', 'integer', (c) => c.primaryKey().references('media_items.id').onDelete('cascade'))
        .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
        .addColumn('views', 'integer', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('media_views_event_views')
        .on('media_views')
        .columns(['event_id', 'views', 'media_id'])
        .execute();
    },
  };
}
