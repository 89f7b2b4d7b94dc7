/**
 * Sliding-window rate limits kept in the database, so every API process shares them. A rule
 * admits at most `limit` attempts for one subject (an address, an account, or both) in any
 * `windowMs`: each admitted attempt counts until one window after it was made. A refused
 * attempt is not kept, so hammering cannot grow the table, and the subject gets its next
 * attempt as soon as its oldest admitted one lapses.
 */

import { MESSAGES } from '@boothdeck/contract/messages';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../shared/app-error.ts';
import { isoAfter, nowIso } from '../../shared/clock.ts';
import { createRateLimitRepository } from './rate-limit.repository.ts';

export type RateLimitRule = { name: string; limit: number; windowMs: number };

export type RateLimiter = {
  /** Counts one attempt, or throws a 429 AppError when the subject has used up its window. */
  consume(rule: RateLimitRule, subject: string): Promise<void>;
  /**
   * Counts one attempt like `consume` and answers a function that takes it back, for an attempt
   * that turns out not to count (a right password). Counted first, so racing attempts still
   * never get more than `limit` through.
   */
  admit(rule: RateLimitRule, subject: string): Promise<() => Promise<void>>;
  /** Forgets the subject's attempts (a successful sign-in clears its failed ones). */
  reset(rule: RateLimitRule, subject: string): Promise<void>;
};

/** How many attempts, across all rules, between two sweeps of lapsed rows. */
const ATTEMPTS_PER_SWEEP = 500;

const keyOf = (rule: RateLimitRule, subject: string) => `${rule.name}:${subject.toLowerCase()}`;

export function createRateLimiter(db: Kysely<Database>): RateLimiter {
  const attempts = createRateLimitRepository(db);
  let attemptsSinceSweep = 0;

  const limiter: RateLimiter = {
    async consume(rule, subject) {
      await limiter.admit(rule, subject);
    },

    async admit(rule, subject) {
      const key = keyOf(rule, subject);
      const now = nowIso();
      // Recorded before counting: of several attempts racing for the last place, none is
      // admitted unseen by the others, so no more than `limit` ever get through.
      const id = await attempts.recordAttempt(key, isoAfter(rule.windowMs, new Date(now)));
      const count = await attempts.countLiveAttempts(key, now);
      if (++attemptsSinceSweep >= ATTEMPTS_PER_SWEEP) {
        attemptsSinceSweep = 0;
        await attempts.removeExpired(now);
      }
      if (count > rule.limit) {
        await attempts.removeAttempt(id);
        throw new AppError('rate_limited', MESSAGES.tooManyRequests);
      }
      return () => attempts.removeAttempt(id);
    },

    async reset(rule, subject) {
      await attempts.removeAttempts(keyOf(rule, subject));
    },
  };
  return limiter;
}
