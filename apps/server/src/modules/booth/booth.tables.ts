/**
 * Booth sessions. Table types, with the conventions of db/schema.ts.
 */
import type { Generated } from '../../db/column-types.ts';

/** A booth signed in to one event. The token is kept only as its hash. */
export type BoothSessionsTable = {
  id: Generated<number>;
  event_id: number;
  token_hash: string;
  /** Hash of the admin password the session was opened with: a changed password ends it. */
  password_fingerprint: string;
  /** The name the booth gave itself at sign-in ("Booth 2 – foyer"), if any. */
  device_name: string | null;
  created_at: string;
  last_used_at: string;
};

/** The tables this part owns (db/table-owners.ts), as Kysely's `Database` holds them. */
export type BoothTables = {
  booth_sessions: BoothSessionsTable;
};
