/**
 * The client report: the links that open an event's report without an account. Table types,
 * with the conventions of db/schema.ts.
 */
import type { Generated } from '../../db/column-types.ts';

/** A link an organiser made to an event's report; `public_id` is the signed part of its address. */
export type ReportLinksTable = {
  id: Generated<number>;
  event_id: number;
  public_id: string;
  created_at: string;
  /** When it stops opening the report; null keeps it until revoked. */
  expires_at: string | null;
  revoked_at: string | null;
};

/** The tables this part owns (db/table-owners.ts), as Kysely's `Database` holds them. */
export type ClientReportTables = {
  report_links: ReportLinksTable;
};
