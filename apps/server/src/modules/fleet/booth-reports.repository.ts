/** All SQL for booths' reports and the organiser's commands to them. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { BoothReportsTable } from './fleet.tables.ts';

export type BoothReportRow = BoothReportsTable;
export type BoothCommandRow = { id: number; booth_session_id: number; kind: string; issued_at: string };

export type BoothReportsRepository = ReturnType<typeof createBoothReportsRepository>;

export function createBoothReportsRepository(db: Kysely<Database>) {
  return {
    /** Writes the session's latest report and adds it to the history. */
    async saveReport(row: Omit<BoothReportRow, 'signed_out_at' | 'alert_mailed_at' | 'mailed_alert_id'>) {
      const latest = {
        reported_at: row.reported_at,
        report: row.report,
        pending: row.pending,
        oldest_unsent_at: row.oldest_unsent_at,
        storage_low: row.storage_low,
        device_name: row.device_name,
      };
      await Promise.all([
        db
          .insertInto('booth_reports')
          .values(row)
          .onConflict((conflict) => conflict.column('booth_session_id').doUpdateSet(latest))
          .execute(),
        db
          .insertInto('booth_report_history')
          .values({
            booth_session_id: row.booth_session_id,
            event_id: row.event_id,
            reported_at: row.reported_at,
            report: row.report,
          })
          .execute(),
      ]);
    },

    async markSignedOut(sessionIds: readonly number[], nowIso: string): Promise<void> {
      if (sessionIds.length === 0) return;
      await db
        .updateTable('booth_reports')
        .set({ signed_out_at: nowIso })
        .where('booth_session_id', 'in', sessionIds)
        .where('signed_out_at', 'is', null)
        .execute();
    },

    /** The event's reports, one per session. */
    reportsOfEvent(eventId: number): Promise<BoothReportRow[]> {
      return db.selectFrom('booth_reports').selectAll().where('event_id', '=', eventId).execute();
    },

    /** Forgets reports older than `beforeIso`, and signed-out booths last heard of before it. */
    async prune(beforeIso: string): Promise<void> {
      await db.deleteFrom('booth_report_history').where('reported_at', '<', beforeIso).execute();
      await db
        .deleteFrom('booth_reports')
        .where('signed_out_at', 'is not', null)
        .where('reported_at', '<', beforeIso)
        .execute();
    },

    async insertCommand(command: {
      sessionId: number;
      eventId: number;
      kind: string;
      issuedBy: number;
      nowIso: string;
    }): Promise<BoothCommandRow> {
      return db
        .insertInto('booth_commands')
        .values({
          booth_session_id: command.sessionId,
          event_id: command.eventId,
          kind: command.kind,
          issued_by: command.issuedBy,
          issued_at: command.nowIso,
        })
        .returning(['id', 'booth_session_id', 'kind', 'issued_at'])
        .executeTakeFirstOrThrow();
    },

    /** Marks the session's commands among `ids` carried out, each once; answers how many it marked. */
    async acknowledge(sessionId: number, ids: readonly number[], nowIso: string): Promise<number> {
      if (ids.length === 0) return 0;
      const result = await db
        .updateTable('booth_commands')
        .set({ acknowledged_at: nowIso })
        .where('booth_session_id', '=', sessionId)
        .where('id', 'in', ids)
        .where('acknowledged_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /** The commands not yet carried out of one booth session or of a whole event, oldest first. */
    pendingCommands(of: { sessionId: number } | { eventId: number }): Promise<BoothCommandRow[]> {
      const [column, value] =
        'sessionId' in of ? (['booth_session_id', of.sessionId] as const) : (['event_id', of.eventId] as const);
      return db
        .selectFrom('booth_commands')
        .select(['id', 'booth_session_id', 'kind', 'issued_at'])
        .where(column, '=', value)
        .where('acknowledged_at', 'is', null)
        .orderBy('id')
        .execute();
    },
  };
}
