/** SQL of the account pages that the accounts module has no use for; every query names its user. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { nowIso } from '../../shared/clock.ts';

export type AccountSettingsRepository = ReturnType<typeof createAccountSettingsRepository>;

export function createAccountSettingsRepository(db: Kysely<Database>) {
  return {
    /** Uses up a live password-change proof of this user; false for another's, a used or an expired one. */
    async consumePasswordProof(userId: number, proofHash: string): Promise<boolean> {
      const row = await db
        .updateTable('one_time_codes')
        .set({ used_at: nowIso() })
        .where('user_id', '=', userId)
        .where('purpose', '=', 'change_password')
        .where('code_hash', '=', proofHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', nowIso())
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },

    findMemberSettings(userId: number) {
      return db
        .selectFrom('member_settings')
        .select(['name', 'active_status', 'pin_hash'])
        .where('user_id', '=', userId)
        .executeTakeFirst();
    },

    /** Creates or replaces the user's row; a pin_hash left out keeps the stored one. */
    async saveMemberSettings(userId: number, values: { name: string; active_status: number; pin_hash?: string }) {
      const updatedAt = nowIso();
      await db
        .insertInto('member_settings')
        .values({ user_id: userId, pin_hash: null, ...values, updated_at: updatedAt })
        .onConflict((conflict) =>
          conflict.column('user_id').doUpdateSet({
            name: values.name,
            active_status: values.active_status,
            updated_at: updatedAt,
            ...(values.pin_hash === undefined ? {} : { pin_hash: values.pin_hash }),
          }),
        )
        .execute();
    },
  };
}
