/** All SQL of guests' data requests and of the record that erasures happened. */
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { DataRequestsTable } from './data-rights.tables.ts';

export type DataRequestRow = Selectable<DataRequestsTable>;

export type DataRequestsRepository = ReturnType<typeof createDataRequestsRepository>;

export function createDataRequestsRepository(db: Kysely<Database>) {
  return {
    async insert(request: Insertable<DataRequestsTable>): Promise<void> {
      await db.insertInto('data_requests').values(request).execute();
    },

    findByUuid(uuid: string): Promise<DataRequestRow | undefined> {
      return db.selectFrom('data_requests').selectAll().where('uuid', '=', uuid).executeTakeFirst();
    },

    /** The open request whose pass hashes to this, while the pass lasts. */
    findByPass(passHash: string, nowIso: string): Promise<DataRequestRow | undefined> {
      return db
        .selectFrom('data_requests')
        .selectAll()
        .where('pass_hash', '=', passHash)
        .where('pass_expires_at', '>', nowIso)
        .where('done_at', 'is', null)
        .executeTakeFirst();
    },

    /** Counts a wrong code; answers the failures so far, or undefined when the request is no longer open. */
    async countFailure(id: number): Promise<number | undefined> {
      const row = await db
        .updateTable('data_requests')
        .set((eb) => ({ failures: eb('failures', '+', 1) }))
        .where('id', '=', id)
        .where('done_at', 'is', null)
        .returning('failures')
        .executeTakeFirst();
      return row?.failures;
    },

    /** Gives the request its pass, once: false when another confirmation came first or it closed. */
    async grantPass(id: number, passHash: string, passExpiresAt: string): Promise<boolean> {
      const result = await db
        .updateTable('data_requests')
        .set({ pass_hash: passHash, pass_expires_at: passExpiresAt })
        .where('id', '=', id)
        .where('pass_hash', 'is', null)
        .where('done_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Closes the request and forgets its address. */
    async close(id: number, nowIso: string): Promise<void> {
      await db.updateTable('data_requests').set({ done_at: nowIso, contact: null }).where('id', '=', id).execute();
    },

    /** Forgets the address of every request that is over: closed, its code or its pass expired. */
    async forgetEnded(nowIso: string): Promise<void> {
      await db
        .updateTable('data_requests')
        .set({ contact: null, done_at: nowIso })
        .where('done_at', 'is', null)
        .where('expires_at', '<', nowIso)
        .where((eb) => eb.or([eb('pass_expires_at', 'is', null), eb('pass_expires_at', '<', nowIso)]))
        .execute();
    },

    async recordErasure(eventId: number, receiptNo: string, erasedAt: string): Promise<void> {
      await db
        .insertInto('guest_erasures')
        .values({ event_id: eventId, receipt_no: receiptNo, erased_at: erasedAt })
        .execute();
    },

    /** When the event's guests erased their data, newest first. */
    erasuresOf(eventId: number): Promise<{ erased_at: string }[]> {
      return db
        .selectFrom('guest_erasures')
        .select('erased_at')
        .where('event_id', '=', eventId)
        .orderBy('erased_at', 'desc')
        .execute();
    },
  };
}
