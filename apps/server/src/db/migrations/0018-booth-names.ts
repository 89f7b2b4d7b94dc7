import type { Kysely } from 'kysely';

/**
 * A lead's consent record names the booth it came from for as long as the lead is kept:
 *
 * - `booth_sessions.device_name`: the name a booth gives itself when it signs in (optional);
 * - `leads.booth_name` and `leads.booth_signed_in_at`: copied from the session when the lead is
 *   stored, since sessions are removed when they end and `booth_session_id` then names nothing.
 */
export function boothNamesMigration() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('booth_sessions').addColumn('device_name', 'text').execute();
      await db.schema.alterTable('leads').addColumn('booth_name', 'text').execute();
      await db.schema.alterTable('leads').addColumn('booth_signed_in_at', 'text').execute();
    },
  };
}
