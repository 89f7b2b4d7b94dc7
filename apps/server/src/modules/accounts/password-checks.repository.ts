/**
 * The old-password checks of the account settings: one-time codes, as the accounts module keeps
 * them. A check is proved once, by its proof or by the session that made it.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { nowIso } from '../../shared/clock.ts';

/** The two forms of one old-password check: its proof, and the session that made it. */
export const PASSWORD_CHECK_PURPOSES = ['change_password', 'change_password_session'] as const;
type PasswordCheckPurpose = (typeof PASSWORD_CHECK_PURPOSES)[number];

export type PasswordChecks = ReturnType<typeof createPasswordChecksRepository>;

export function createPasswordChecksRepository(db: Kysely<Database>) {
  return {
    /**
     * Binds a new password check to the session whose code is given, retiring the account's
     * earlier session checks. The code is the same for every check of a session, so the row of
     * its last check goes first.
     */
    async bindPasswordCheck(userId: number, sessionCode: string, expiresAt: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const now = nowIso();
        await trx.deleteFrom('one_time_codes').where('code_hash', '=', sessionCode).execute();
        await trx
          .updateTable('one_time_codes')
          .set({ used_at: now })
          .where('user_id', '=', userId)
          .where('purpose', '=', 'change_password_session')
          .where('used_at', 'is', null)
          .execute();
        await trx
          .insertInto('one_time_codes')
          .values({
            user_id: userId,
            purpose: 'change_password_session',
            code_hash: sessionCode,
            expires_at: expiresAt,
            created_at: now,
          })
          .execute();
      });
    },

    /**
     * Uses up a live password check of this user, given by its proof or by the session that made
     * it, and retires the other form of the same check; false for another's, a used or an expired one.
     */
    async consumePasswordCheck(userId: number, purpose: PasswordCheckPurpose, codeHash: string): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const now = nowIso();
        const row = await trx
          .updateTable('one_time_codes')
          .set({ used_at: now })
          .where('user_id', '=', userId)
          .where('purpose', '=', purpose)
          .where('code_hash', '=', codeHash)
          .where('used_at', 'is', null)
          .where('expires_at', '>', now)
          .returning('id')
          .executeTakeFirst();
        if (!row) return false;
        await trx
          .updateTable('one_time_codes')
          .set({ used_at: now })
          .where('user_id', '=', userId)
          .where('purpose', 'in', PASSWORD_CHECK_PURPOSES)
          .where('used_at', 'is', null)
          .execute();
        return true;
      });
    },
  };
}
