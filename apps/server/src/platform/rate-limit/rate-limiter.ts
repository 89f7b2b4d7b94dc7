/**
 * Sliding-window rate limits kept in the database, so every API process shares them. A rule
 * admits at most `limit` attempts for one subject (an address, an account, or both) in any
 * `windowMs`: each admitted attempt counts until one window after it was made. A refused
 * attempt is not kept, so hammering cannot grow the table, and the subject gets its next
 * attempt as soon as its oldest admitted one lapses.
 *
 * Each module defines its rules with their production numbers. A limiter can be made with
 * replacements, matched by name: tests count to smaller limits that way.
 */

import { MESSAGES } from '@boothdeck/contract/messages';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../shared/app-error.ts';
import { isoAfter, nowIso } from '../../shared/clock.ts';
import { createRateLimitRepository } from './rate-limit.repository.ts';

export type RateLimitRule = { name: string; limit: number; windowMs: number };

/** An attempt a rule admitted. `refund` takes it back, for a rule that counts only failures. */
export type AdmittedAttempt = { refund(): Promise<void> };

export type RateLimiter = {
  /** Counts one attempt, or throws a 429 AppError when the subject has used up its window. */
  consume(rule: RateLimitRule, subject: string): Promise<AdmittedAttempt>;
  /** Forgets the subject's attempts (a successful sign-in clears its failed ones). */
  reset(rule: RateLimitRule, subject: string): Promise<void>;
  /** How many attempts of the subject the rule still counts. */
  count(rule: RateLimitRule, subject: string): Promise<number>;
};

/** How many attempts, across all rules, between two sweeps of lapsed rows. */
const ATTEMPTS_PER_SWEEP = 500;

const keyOf = (rule: RateLimitRule, subject: string) => `${rule.name}:${subject.toLowerCase()}`;

export function createRateLimiter(db: Kysely<Database>, replacements: readonly RateLimitRule[] = []): RateLimiter {
  const attempts = createRateLimitRepository(db);
  const replaced = new Map(replacements.map((rule) => [rule.name, rule]));
  let attemptsSinceSweep = 0;

  return {
    async consume(given, subject) {
      const rule = replaced.get(given.name) ?? given;
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
      return { refund: () => attempts.removeAttempt(id) };
    },

    async reset(rule, subject) {
      await attempts.removeAttempts(keyOf(rule, subject));
    },

    count(given, subject) {
      const rule = replaced.get(given.name) ?? given;
      return attempts.countLiveAttempts(keyOf(rule, subject), nowIso());
    },
  };
}

/**
 * Counts one attempt against each rule in turn. When a rule refuses, the attempts the earlier
 * ones admitted are taken back, so a refused call counts nowhere.
 */
export async function consumeEach(
  limiter: RateLimiter,
  subjects: readonly (readonly [RateLimitRule, string])[],
): Promise<AdmittedAttempt> {
  const admitted: AdmittedAttempt[] = [];
  const refundAll = async () => {
    await Promise.all(admitted.map((attempt) => attempt.refund()));
  };
  try {
    for (const [rule, subject] of subjects) admitted.push(await limiter.consume(rule, subject));
  } catch (error) {
    await refundAll();
    throw error;
  }
  return { refund: refundAll };
}
