import type { Kysely } from 'kysely';
import { withIdColumn } from '../columns.ts';
import type { DialectName } from '../database.ts';

/**
 * A guest's data rights and each event's retention (modules/data-rights):
 * - `leads.erased_at`: a lead whose guest erased it (or whose event's retention ran) keeps its row,
 *   emptied of everything personal, so every total and graph keeps counting it; lists skip it.
 * - `data_requests`: a guest's request to see or erase what an event holds under an address; the
 *   address is kept only until the request is done, the code and the pass only as hashes.
 * - `guest_erasures`: that an erasure happened, and when: what the organiser sees.
 * - `event_retention`: days after an event's end its guest data goes, and how far that went.
 * - `erased_counts` (analytics): what erased captures counted (captures, their gallery views).
 */
export function guestDataRightsMigration(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('leads').addColumn('erased_at', 'text').execute();

      await withIdColumn(db.schema.createTable('data_requests'), dialect)
        .addColumn('uuid', 'text', (c) => c.notNull().unique())
        .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
        .addColumn('channel', 'text', (c) => c.notNull())
        .addColumn('contact', 'text')
        .addColumn('code_hash', 'text', (c) => c.notNull())
        .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('pass_hash', 'text')
        .addColumn('pass_expires_at', 'text')
        .addColumn('done_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('data_requests_pass').on('data_requests').column('pass_hash').execute();

      await withIdColumn(db.schema.createTable('guest_erasures'), dialect)
        .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
        .addColumn('receipt_no', 'text', (c) => c.notNull().unique())
        .addColumn('erased_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('guest_erasures_event')
        .on('guest_erasures')
        .columns(['event_id', 'erased_at'])
        .execute();

      await db.schema
        .createTable('event_retention')
        .addColumn('event_id', 'integer', (c) => c.primaryKey().references('events.id').onDelete('cascade'))
        .addColumn('days', 'integer', (c) => c.notNull())
        .addColumn('purge_at', 'text', (c) => c.notNull())
        .addColumn('warned_at', 'text')
        .addColumn('purged_at', 'text')
        .execute();
      await db.schema
        .createIndex('event_retention_purge')
        .on('event_retention')
        .columns(['purged_at', 'purge_at'])
        .execute();

      await db.schema
        .createTable('erased_counts')
        .addColumn('event_id', 'integer', (c) => c.primaryKey().references('events.id').onDelete('cascade'))
        .addColumn('captures', 'integer', (c) => c.notNull())
        .addColumn('views', 'integer', (c) => c.notNull())
        .execute();
    },
  };
}
