/**
 * All SQL for booths: their sessions (kept as token hashes). The event a booth signs in to, and
 * the current state of a session's event, are read through the events module.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { EventRow } from '../events/index.ts';

export type BoothRepository = ReturnType<typeof createBoothRepository>;

/** What decides whether a booth may use an event: its owner, password, status and end. */
export type BoothEventRow = Pick<EventRow, 'id' | 'user_id' | 'admin_password' | 'status' | 'end_at'>;

/** A session, to check against the current state of its event. */
export type BoothSessionRow = {
  session_id: number;
  event_id: number;
  password_fingerprint: string;
  device_name: string | null;
  signed_in_at: string;
  last_used_at: string;
};

/** A signed-in session as the fleet lists it. */
export type BoothSessionSummary = Pick<BoothSessionRow, 'session_id' | 'event_id' | 'device_name' | 'signed_in_at'>;

export function createBoothRepository(db: Kysely<Database>) {
  return {
    async insertSession(session: {
      eventId: number;
      tokenHash: string;
      passwordFingerprint: string;
      deviceName: string | null;
      nowIso: string;
    }): Promise<number> {
      const row = await db
        .insertInto('booth_sessions')
        .values({
          event_id: session.eventId,
          token_hash: session.tokenHash,
          password_fingerprint: session.passwordFingerprint,
          device_name: session.deviceName,
          created_at: session.nowIso,
          last_used_at: session.nowIso,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** The session of a token hash; none once its event is removed (cascade). */
    findSession(tokenHash: string): Promise<BoothSessionRow | undefined> {
      return db
        .selectFrom('booth_sessions')
        .select([
          'id as session_id',
          'event_id',
          'password_fingerprint',
          'device_name',
          'created_at as signed_in_at',
          'last_used_at',
        ])
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst();
    },

    async touchSession(sessionId: number, nowIso: string): Promise<void> {
      await db.updateTable('booth_sessions').set({ last_used_at: nowIso }).where('id', '=', sessionId).execute();
    },

    /** Sessions used at or after `sinceIso` (touched at most once a minute). */
    async countUsedSince(sinceIso: string): Promise<number> {
      const row = await db
        .selectFrom('booth_sessions')
        .select((eb) => eb.fn.countAll<string | number>().as('count'))
        .where('last_used_at', '>=', sinceIso)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** The event's signed-in sessions, oldest first. */
    sessionsOfEvent(eventId: number): Promise<BoothSessionSummary[]> {
      return db
        .selectFrom('booth_sessions')
        .select(['id as session_id', 'event_id', 'device_name', 'created_at as signed_in_at'])
        .where('event_id', '=', eventId)
        .orderBy('id')
        .execute();
    },

    /** Those of `sessionIds` still signed in. */
    async existingSessions(sessionIds: readonly number[]): Promise<Set<number>> {
      if (sessionIds.length === 0) return new Set();
      const rows = await db.selectFrom('booth_sessions').select('id').where('id', 'in', sessionIds).execute();
      return new Set(rows.map((row) => row.id));
    },

    async removeSession(sessionId: number): Promise<void> {
      await db.deleteFrom('booth_sessions').where('id', '=', sessionId).execute();
    },
  };
}
