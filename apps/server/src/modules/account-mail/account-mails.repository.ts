/** All SQL of the account mail outbox (`account_mails`). */
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { AccountMailsTable } from './account-mail.tables.ts';

export type AccountMailRow = Selectable<AccountMailsTable>;
export type AccountMailsRepository = ReturnType<typeof createAccountMailsRepository>;

export function createAccountMailsRepository(db: Kysely<Database>) {
  const finish = (
    id: number,
    changes: Partial<Pick<AccountMailRow, 'state' | 'failure_reason' | 'payload' | 'sent_at'>>,
    nowIso: string,
  ) =>
    db
      .updateTable('account_mails')
      .set((eb) => ({ ...changes, attempts: eb('attempts', '+', 1), updated_at: nowIso }))
      .where('id', '=', id)
      .where('state', 'in', ['queued', 'sending'])
      .execute();

  return {
    async insert(mail: { userId: number; kind: string; payload: unknown }, nowIso: string): Promise<number> {
      const row = await db
        .insertInto('account_mails')
        .values({
          user_id: mail.userId,
          kind: mail.kind,
          payload: JSON.stringify(mail.payload),
          created_at: nowIso,
          updated_at: nowIso,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    find(id: number): Promise<AccountMailRow | undefined> {
      return db.selectFrom('account_mails').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** queued → sending, committed before the mail goes out; false when another attempt has it. */
    async claim(id: number, nowIso: string): Promise<boolean> {
      const result = await db
        .updateTable('account_mails')
        .set({ state: 'sending', updated_at: nowIso })
        .where('id', '=', id)
        .where('state', '=', 'queued')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Sent: what it was made from is no longer kept. */
    markSent: (id: number, nowIso: string) => finish(id, { state: 'sent', payload: '{}', sent_at: nowIso }, nowIso),

    /** A failed attempt: queued again for a retry, failed for good after the last one; or skipped, not needed. */
    markFailed: (id: number, state: 'queued' | 'failed' | 'skipped', reason: string, nowIso: string) =>
      finish(id, { state, failure_reason: reason }, nowIso),

    /** `sending` → `unknown`: for one row (`id`), or for every row claimed before `claimedBefore`. */
    async markInterrupted(
      reason: string,
      nowIso: string,
      which: { id: number } | { claimedBefore: string },
    ): Promise<number[]> {
      let update = db
        .updateTable('account_mails')
        .set({ state: 'unknown', failure_reason: reason, updated_at: nowIso })
        .where('state', '=', 'sending');
      update = 'id' in which ? update.where('id', '=', which.id) : update.where('updated_at', '<', which.claimedBefore);
      const rows = await update.returning('id').execute();
      return rows.map((row) => row.id);
    },

    async queuedIds(): Promise<number[]> {
      const rows = await db
        .selectFrom('account_mails')
        .select('id')
        .where('state', '=', 'queued')
        .orderBy('id')
        .execute();
      return rows.map((row) => row.id);
    },
  };
}
