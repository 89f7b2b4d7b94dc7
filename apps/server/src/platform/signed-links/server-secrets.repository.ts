/** Keys every server process must share, made once by whichever process first needs them. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export type ServerSecretsRepository = ReturnType<typeof createServerSecretsRepository>;

export function createServerSecretsRepository(db: Kysely<Database>) {
  return {
    /**
     * The secret called `name`, storing `candidate` first if there is none yet. The insert does
     * nothing when another process got there first, and the read then returns that process's
     * secret, so every process signs with the same key.
     */
    async getOrCreate(name: string, candidate: string, nowIso: string): Promise<string> {
      await db
        .insertInto('server_secrets')
        .values({ name, secret: candidate, created_at: nowIso })
        .onConflict((conflict) => conflict.column('name').doNothing())
        .execute();
      const row = await db
        .selectFrom('server_secrets')
        .select('secret')
        .where('name', '=', name)
        .executeTakeFirstOrThrow();
      return row.secret;
    },

    /** Every secret whose stored value does not start with `mark`, but the one named `except`. */
    unmarked(mark: string, except: string): Promise<{ name: string; secret: string }[]> {
      return db
        .selectFrom('server_secrets')
        .select(['name', 'secret'])
        .where('secret', 'not like', `${mark}%`)
        .where('name', '!=', except)
        .execute();
    },

    /** Replaces a stored value, unless another process replaced it first. */
    async replace(name: string, from: string, to: string): Promise<void> {
      await db
        .updateTable('server_secrets')
        .set({ secret: to })
        .where('name', '=', name)
        .where('secret', '=', from)
        .execute();
    },
  };
}
