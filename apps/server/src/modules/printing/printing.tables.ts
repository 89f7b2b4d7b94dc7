/**
 * Print jobs. Table types, with the conventions of db/schema.ts.
 */
import type { Generated } from '../../db/column-types.ts';

/** One print a booth made or asked to make, once per event and booth client id. */
export type PrintJobsTable = {
  id: Generated<number>;
  event_id: number;
  booth_session_id: number | null;
  /** The booth's name when it printed ("Booth 2 – foyer"), if it gave one. */
  booth_name: string | null;
  client_id: string;
  /** The capture printed, by the booth's client id of its upload. */
  media_client_id: string;
  /** Sheets printed. */
  copies: number;
  /** 1 when the booth printed without the server and told it afterwards. */
  offline: number;
  /** When the booth printed, in UTC. */
  printed_at: string;
  created_at: string;
};

/** The tables this module owns (db/table-owners.ts), as Kysely's `Database` holds them. */
export type PrintingTables = {
  print_jobs: PrintJobsTable;
};
