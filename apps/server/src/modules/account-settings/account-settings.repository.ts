/** SQL of the account pages' own settings (the organiser's name, status and exit PIN); every query names its user. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { nowIso } from '../../shared/clock.ts';

export type AccountSettingsRepository = ReturnType<typeof createAccountSettingsRepository>;

export function createAccountSettingsRepository(db: Kysely<Database>) {
  return {
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
