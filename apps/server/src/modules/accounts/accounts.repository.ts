/** All SQL for users, their session tokens and their one-time codes. */
import type { Kysely } from 'kysely';
import { reusableQuery } from '../../db/reusable-query.ts';
import type { Database } from '../../db/schema.ts';
import { nowIso } from '../../shared/clock.ts';
import type { AccountRow, NewUser, OneTimeCodePurpose, UserRow, UserUpdate } from './accounts.tables.ts';

export type AccountsRepository = ReturnType<typeof createAccountsRepository>;

export function createAccountsRepository(db: Kysely<Database>) {
  const liveTokenQuery = reusableQuery(
    db
      .selectFrom('access_tokens')
      .innerJoin('users', 'users.id', 'access_tokens.user_id')
      .select([
        'users.id',
        'users.user_type',
        'users.first_name',
        'users.last_name',
        'users.email',
        'users.business_category',
        'users.business_category_other',
        'users.company_name',
        'users.check_promotion',
        'users.verify_status',
        'users.trial_started_at',
        'access_tokens.id as token_id',
      ])
      .where('access_tokens.token_hash', '=', ':token_hash')
      .where('access_tokens.revoked_at', 'is', null)
      .where('access_tokens.expires_at', '>', ':now'),
    [':token_hash', ':now'],
  );

  return {
    findUserByEmail(email: string): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
    },

    findUserById(id: number): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** The new account, or undefined when its e-mail already has one (even one created a moment ago). */
    insertUserUnlessEmailTaken(user: NewUser): Promise<UserRow | undefined> {
      return db
        .insertInto('users')
        .values(user)
        .onConflict((conflict) => conflict.column('email').doNothing())
        .returningAll()
        .executeTakeFirst();
    },

    /**
     * Uses up the id the next account would get and keeps no account: a sign-up with a taken
     * address then answers with an id like any new account's, so the ids cannot tell them apart.
     */
    async reserveUserId(placeholder: NewUser): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const { id } = await trx.insertInto('users').values(placeholder).returning('id').executeTakeFirstOrThrow();
        await trx.deleteFrom('users').where('id', '=', id).execute();
        return id;
      });
    },

    async updateUser(id: number, changes: UserUpdate): Promise<void> {
      await db
        .updateTable('users')
        .set({ ...changes, updated_at: nowIso() })
        .where('id', '=', id)
        .execute();
    },

    async insertAccessToken(userId: number, tokenHash: string, expiresAt: string): Promise<void> {
      await db
        .insertInto('access_tokens')
        .values({ user_id: userId, token_hash: tokenHash, expires_at: expiresAt, created_at: nowIso() })
        .execute();
    },

    /** The user behind a live (unrevoked, unexpired) token, with the token's id. Runs on every signed-in call. */
    async findUserByLiveToken(tokenHash: string): Promise<(AccountRow & { token_id: number }) | undefined> {
      const { rows } = await db.executeQuery(liveTokenQuery(tokenHash, nowIso()));
      return rows[0];
    },

    async revokeToken(tokenId: number): Promise<void> {
      await db.updateTable('access_tokens').set({ revoked_at: nowIso() }).where('id', '=', tokenId).execute();
    },

    /** Signs the user out everywhere, or everywhere but the session `keptTokenId` names. */
    async revokeAllTokens(userId: number, keptTokenId?: number): Promise<void> {
      let update = db
        .updateTable('access_tokens')
        .set({ revoked_at: nowIso() })
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null);
      if (keptTokenId !== undefined) update = update.where('id', '!=', keptTokenId);
      await update.execute();
    },

    /** Issues a code and retires every earlier unused code of the same purpose. */
    async replaceOneTimeCode(userId: number, purpose: OneTimeCodePurpose, codeHash: string, expiresAt: string) {
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('one_time_codes')
          .set({ used_at: nowIso() })
          .where('user_id', '=', userId)
          .where('purpose', '=', purpose)
          .where('used_at', 'is', null)
          .execute();
        await trx
          .insertInto('one_time_codes')
          .values({ user_id: userId, purpose, code_hash: codeHash, expires_at: expiresAt, created_at: nowIso() })
          .execute();
      });
    },

    /** Whose code this is, whatever its state; used to count attempts per account. */
    async findOneTimeCodeOwner(purpose: OneTimeCodePurpose, codeHash: string): Promise<number | undefined> {
      const row = await db
        .selectFrom('one_time_codes')
        .select('user_id')
        .where('code_hash', '=', codeHash)
        .where('purpose', '=', purpose)
        .executeTakeFirst();
      return row?.user_id;
    },

    /** Marks a live code used and returns its user id; a used, expired or unknown code gives undefined. */
    async consumeOneTimeCode(purpose: OneTimeCodePurpose, codeHash: string): Promise<number | undefined> {
      const row = await db
        .updateTable('one_time_codes')
        .set({ used_at: nowIso() })
        .where('code_hash', '=', codeHash)
        .where('purpose', '=', purpose)
        .where('used_at', 'is', null)
        .where('expires_at', '>', nowIso())
        .returning('user_id')
        .executeTakeFirst();
      return row?.user_id;
    },
  };
}
