import type { Kysely } from 'kysely';
import { withIdColumn } from '../columns.ts';
import type { DialectName } from '../database.ts';

/**
 * - `gallery_visitors`: who opened an event's public gallery, one row per visitor (a keyed hash of
 *   the browser's address and user agent, never the address itself), for the unique visitors of
 *   the client report.
 * - `report_links`: the links an organiser made that open an event's client report without an
 *   account; revoking one stamps `revoked_at`, an expiry is optional.
 * - `leads_event_consent`: the report's consent rate counts an event's consenting leads from
 *   the index alone, not by reading every lead row.
 */
export function galleryVisitorsAndReportLinksMigration(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('gallery_visitors')
        .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
        .addColumn('visitor', 'text', (c) => c.notNull())
        .addColumn('first_seen_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('gallery_visitors_pk', ['event_id', 'visitor'])
        .execute();
      await withIdColumn(db.schema.createTable('report_links'), dialect)
        .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
        .addColumn('public_id', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text')
        .addColumn('revoked_at', 'text')
        .execute();
      await db.schema
        .createIndex('leads_event_consent')
        .on('leads')
        .columns(['event_id', 'marketing_consent'])
        .execute();
      await db.schema.createIndex('report_links_event').on('report_links').column('event_id').execute();
    },
  };
}
