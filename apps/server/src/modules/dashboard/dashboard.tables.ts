/**
 * The dashboard's daily activity counts. Table types, with the conventions of db/schema.ts.
 */

/**
 * Per organiser, metric ('media', 'lead', 'share:<channel>') and UTC day ('YYYY-MM-DD'): how
 * many rows the organiser's events have. Kept by triggers on the three tables above; read-only here.
 */
export type ActivityCountsTable = {
  user_id: number;
  metric: string;
  day: string;
  total: number;
};

/** The tables this part owns (db/table-owners.ts), as Kysely's `Database` holds them. */
export type DashboardTables = {
  activity_counts: ActivityCountsTable;
};
