/**
 * The fleet's tables: booths' reports, their alerts and the organiser's commands. Table types,
 * with the conventions of db/schema.ts.
 */
import type { Generated } from '../../db/column-types.ts';

/** Each booth session's latest heartbeat; kept after the session ends, until the history is pruned. */
export type BoothReportsTable = {
  booth_session_id: number;
  event_id: number;
  device_name: string | null;
  signed_in_at: string;
  reported_at: string;
  /** The heartbeat's body as JSON (the contract's report). */
  report: string;
  pending: number;
  /** When the oldest unsent item was made, by the booth's report; null when nothing waits. */
  oldest_unsent_at: string | null;
  /** 1 when less than a tenth of the storage quota was free. */
  storage_low: number;
  signed_out_at: string | null;
  /** When the organiser was last e-mailed about this booth, and for which alert (one e-mail an hour). */
  alert_mailed_at: string | null;
  mailed_alert_id: number | null;
};

export type BoothReportHistoryTable = {
  id: Generated<number>;
  booth_session_id: number;
  event_id: number;
  reported_at: string;
  report: string;
};

export type BoothAlertsTable = {
  id: Generated<number>;
  booth_session_id: number;
  event_id: number;
  device_name: string | null;
  kind: string;
  raised_at: string;
  cleared_at: string | null;
  /** pending (its e-mail not yet decided), mailed, or skipped (another went out within the hour). */
  mail_state: Generated<string>;
};

export type BoothCommandsTable = {
  id: Generated<number>;
  booth_session_id: number;
  event_id: number;
  kind: string;
  /** The organiser who sent it. */
  issued_by: number;
  issued_at: string;
  acknowledged_at: string | null;
};

/** The tables this module owns (db/table-owners.ts), as Kysely's `Database` holds them. */
export type FleetTables = {
  booth_reports: BoothReportsTable;
  booth_report_history: BoothReportHistoryTable;
  booth_alerts: BoothAlertsTable;
  booth_commands: BoothCommandsTable;
};
