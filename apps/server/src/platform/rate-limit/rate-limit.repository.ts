/** All SQL for rate limits: one row per admitted attempt, counted until it expires. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export type RateLimitRepository = ReturnType<typeof createRateLimitRepository>;

export function createRateLimitRepository(db: Kysely<Database>) {
  return {
    async recordAttempt(key: string, expiresAt: string): Promise<number> {
      const row = await db
        .insertInto('rate_limit_attempts')
        .values({ key, expires_at: expiresAt })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async countLiveAttempts(key: string, now: string): Promise<number> {
      const row = await db
        .selectFrom('rate_limit_attempts')
        .select((eb) => eb.fn.countAll<number | string>().as('attempts'))
        .where('key', '=', key)
        .where('expires_at', '>', now)
        .executeTakeFirstOrThrow();
      // PostgreSQL answers count(*) as a bigint string.
      return Number(row.attempts);
    },

    /** When the key's live attempt at `index` (0: the first to lapse) stops counting. */
    async nthLiveExpiry(key: string, now: string, index: number): Promise<string | undefined> {
      const row = await db
        .selectFrom('rate_limit_attempts')
        .select('expires_at')
        .where('key', '=', key)
        .where('expires_at', '>', now)
        .orderBy('expires_at')
        .limit(1)
        .offset(Math.max(0, index))
        .executeTakeFirst();
      return row?.expires_at;
    },

    async removeAttempt(id: number): Promise<void> {
      await db.deleteFrom('rate_limit_attempts').where('id', '=', id).execute();
    },

    /** Removes the key's live attempt that lapses last (the newest; ties by id). */
    async removeNewestLiveAttempt(key: string, now: string): Promise<void> {
      const newest = await db
        .selectFrom('rate_limit_attempts')
        .select('id')
        .where('key', '=', key)
        .where('expires_at', '>', now)
        .orderBy('expires_at', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      if (newest) await db.deleteFrom('rate_limit_attempts').where('id', '=', newest.id).execute();
    },

    async removeAttempts(key: string): Promise<void> {
      await db.deleteFrom('rate_limit_attempts').where('key', '=', key).execute();
    },

    async removeExpired(now: string): Promise<void> {
      await db.deleteFrom('rate_limit_attempts').where('expires_at', '<=', now).execute();
    },
  };
}
