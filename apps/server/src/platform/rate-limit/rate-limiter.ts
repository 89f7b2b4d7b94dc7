/**
 * Fixed-window counters kept in the database, so every API process shares them.
 * A rule allows `limit` hits per `windowMs` for one key (an address or an account).
 */

import { MESSAGES } from '@boothdeck/contract/messages';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../shared/app-error.ts';

export type RateLimitRule = { name: string; limit: number; windowMs: number };

export type RateLimiter = {
  /** Counts one hit for each key and throws a 429 AppError when any is over its limit. */
  consume(rule: RateLimitRule, subject: string): Promise<void>;
  reset(rule: RateLimitRule, subject: string): Promise<void>;
};

function windowKey(rule: RateLimitRule, subject: string, now: number) {
  const windowStart = Math.floor(now / rule.windowMs) * rule.windowMs;
  return {
    key: `${rule.name}:${subject}:${windowStart}`,
    expiresAt: new Date(windowStart + rule.windowMs).toISOString(),
  };
}

export function createRateLimiter(db: Kysely<Database>): RateLimiter {
  let hitsSinceSweep = 0;
  return {
    async consume(rule, subject) {
      const now = Date.now();
      const { key, expiresAt } = windowKey(rule, subject.toLowerCase(), now);
      const row = await db
        .insertInto('rate_limit_hits')
        .values({ key, hits: 1, expires_at: expiresAt })
        .onConflict((conflict) =>
          conflict.column('key').doUpdateSet((eb) => ({ hits: eb('rate_limit_hits.hits', '+', 1) })),
        )
        .returning('hits')
        .executeTakeFirstOrThrow();
      if (++hitsSinceSweep >= 500) {
        hitsSinceSweep = 0;
        await db.deleteFrom('rate_limit_hits').where('expires_at', '<', new Date(now).toISOString()).execute();
      }
      if (row.hits > rule.limit) throw new AppError('rate_limited', MESSAGES.tooManyRequests);
    },
    async reset(rule, subject) {
      const { key } = windowKey(rule, subject.toLowerCase(), Date.now());
      await db.deleteFrom('rate_limit_hits').where('key', '=', key).execute();
    },
  };
}
