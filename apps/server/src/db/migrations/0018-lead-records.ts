import { type Kysely, sql } from 'kysely';
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
 *   few minutes (a double click, a resubmitted form, another server process) is sent once;
 * - `lead_answer_fields`: every field name an event's leads have answers under, with its label
 *   when first answered, so the CSV export still has a column for a field removed from the form
 *   after guests answered it. Filled from the leads already stored (their labels are lost: the
 *   name stands in).
 */
/** The answer keys of the leads already stored; each dialect reads JSON keys its own way. */
const ANSWER_FIELDS_OF_STORED_LEADS: Record<DialectName, string> = {
  sqlite: `INSERT OR IGNORE INTO lead_answer_fields (event_id, name, label)
    SELECT DISTINCT leads.event_id, answer.key, answer.key
    FROM leads, json_each(leads.form_values) AS answer WHERE leads.form_values <> '{}'`,
  postgres: `INSERT INTO lead_answer_fields (event_id, name, label)
    SELECT DISTINCT event_id, answer.key, answer.key
    FROM leads, jsonb_object_keys(form_values::jsonb) AS answer(key) WHERE form_values <> '{}'
    ON CONFLICT DO NOTHING`,
};

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

      await db.schema
        .createTable('lead_answer_fields')
        .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('label', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('lead_answer_fields_pk', ['event_id', 'name'])
        .execute();
      await sql.raw(ANSWER_FIELDS_OF_STORED_LEADS[dialect]).execute(db);
    },
  };
}
