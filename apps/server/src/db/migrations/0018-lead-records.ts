import type { Kysely } from 'kysely';
import { withIdColumn } from '../columns.ts';
import type { DialectName } from '../database.ts';

/**
 * What leads keep beyond their answers and consent:
 *
 * - which booth took a lead, for as long as the lead is kept: `booth_sessions.device_name` is
 *   the name a booth gives itself when it signs in (optional); `leads.booth_name` and
 *   `leads.booth_signed_in_at` are copied from the session when the lead is stored, since
 *   sessions are removed when they end and `booth_session_id` then names nothing;
 * - `lead_message_sends`: one row per message the organiser sent to an event's leads, keyed by
 *   a fingerprint of the message and its recipients, so the same message sent again within a
 *   few minutes (a double click, a resubmitted form, another server process) is sent once.
 */
export function leadRecordsMigration(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('booth_sessions').addColumn('device_name', 'text').execute();
      await db.schema.alterTable('leads').addColumn('booth_name', 'text').execute();
      await db.schema.alterTable('leads').addColumn('booth_signed_in_at', 'text').execute();

      await withIdColumn(db.schema.createTable('lead_message_sends'), dialect)
        .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
        .addColumn('fingerprint', 'text', (c) => c.notNull())
        .addColumn('queued', 'integer')
        .addColumn('skipped', 'integer')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('lead_message_sends_event_fingerprint', ['event_id', 'fingerprint'])
        .execute();
    },
  };
}
