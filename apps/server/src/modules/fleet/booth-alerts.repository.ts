/**
 * All SQL for booths' alerts: finding the booths an alert is due for, raising one (at most one
 * open per booth and kind, whichever process sweeps), clearing them, and the hourly e-mail claim.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { BoothAlertsTable } from './fleet.tables.ts';

export type BoothAlertRow = Omit<BoothAlertsTable, 'id' | 'mail_state'> & { id: number; mail_state: string };
export type AlertCandidate = { booth_session_id: number; event_id: number; device_name: string | null };

export type BoothAlertsRepository = ReturnType<typeof createBoothAlertsRepository>;

/** At most this many booths of one kind per sweep; the next sweep takes the rest. */
const BATCH = 500;

export function createBoothAlertsRepository(db: Kysely<Database>) {
  /** Signed-in booths with no open alert of `kind`. */
  const withoutOpen = (kind: string) =>
    db
      .selectFrom('booth_reports as r')
      .select(['r.booth_session_id', 'r.event_id', 'r.device_name'])
      .where('r.signed_out_at', 'is', null)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('booth_alerts as a')
              .select('a.id')
              .whereRef('a.booth_session_id', '=', 'r.booth_session_id')
              .where('a.kind', '=', kind)
              .where('a.cleared_at', 'is', null),
          ),
        ),
      )
      .limit(BATCH);

  return {
    /** Booths last heard of before `beforeIso`. */
    quietSince: (beforeIso: string): Promise<AlertCandidate[]> =>
      withoutOpen('quiet').where('r.reported_at', '<', beforeIso).execute(),
    /** Booths whose oldest unsent item was made before `beforeIso`. */
    stuckSince: (beforeIso: string): Promise<AlertCandidate[]> =>
      withoutOpen('queue_stuck').where('r.oldest_unsent_at', '<', beforeIso).execute(),
    storageLow: (): Promise<AlertCandidate[]> => withoutOpen('storage_low').where('r.storage_low', '=', 1).execute(),

    /** The new alert's id, or undefined when one of its booth and kind is already open. */
    async raise(alert: AlertCandidate & { kind: string; nowIso: string }): Promise<number | undefined> {
      const row = await db
        .insertInto('booth_alerts')
        .values({
          booth_session_id: alert.booth_session_id,
          event_id: alert.event_id,
          device_name: alert.device_name,
          kind: alert.kind,
          raised_at: alert.nowIso,
        })
        .onConflict((conflict) =>
          conflict.columns(['booth_session_id', 'kind']).where('cleared_at', 'is', null).doNothing(),
        )
        .returning('id')
        .executeTakeFirst();
      return row?.id;
    },

    /** Closes the session's open alerts of the given kinds (the booth reported, its queue moved…). */
    async clear(sessionId: number, kinds: readonly string[], nowIso: string): Promise<void> {
      if (kinds.length === 0) return;
      await db
        .updateTable('booth_alerts')
        .set({ cleared_at: nowIso })
        .where('booth_session_id', '=', sessionId)
        .where('kind', 'in', kinds)
        .where('cleared_at', 'is', null)
        .execute();
    },

    openAlertsOfEvent(eventId: number): Promise<BoothAlertRow[]> {
      return db
        .selectFrom('booth_alerts')
        .selectAll()
        .where('event_id', '=', eventId)
        .where('cleared_at', 'is', null)
        .orderBy('id', 'desc')
        .execute();
    },

    findAlert(id: number): Promise<BoothAlertRow | undefined> {
      return db.selectFrom('booth_alerts').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** Alerts whose e-mail is not yet decided, oldest first. */
    awaitingMail(): Promise<BoothAlertRow[]> {
      return db
        .selectFrom('booth_alerts')
        .selectAll()
        .where('mail_state', '=', 'pending')
        .orderBy('id')
        .limit(BATCH)
        .execute();
    },

    /**
     * Takes the booth's e-mail hour for this alert: true when no e-mail went out about the booth
     * since `hourAgoIso`, or the last one was this alert's own (a sweep that died before sending).
     */
    async claimMailHour(alert: { id: number; booth_session_id: number }, nowIso: string, hourAgoIso: string) {
      const result = await db
        .updateTable('booth_reports')
        .set({ alert_mailed_at: nowIso, mailed_alert_id: alert.id })
        .where('booth_session_id', '=', alert.booth_session_id)
        .where((eb) =>
          eb.or([
            eb('alert_mailed_at', 'is', null),
            eb('alert_mailed_at', '<', hourAgoIso),
            eb('mailed_alert_id', '=', alert.id),
          ]),
        )
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async setMailState(id: number, state: 'mailed' | 'skipped'): Promise<void> {
      await db.updateTable('booth_alerts').set({ mail_state: state }).where('id', '=', id).execute();
    },

    async prune(beforeIso: string): Promise<void> {
      await db.deleteFrom('booth_alerts').where('cleared_at', '<', beforeIso).execute();
    },
  };
}
