/** Rate-limit attempts kept in the database (the default): one row per admitted attempt. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { isoAfter, nowIso } from '../../shared/clock.ts';
import { createRateLimitRepository } from './rate-limit.repository.ts';
import type { RateLimitStore } from './rate-limiter.ts';

/** How many attempts, across all rules, between two sweeps of lapsed rows. */
const ATTEMPTS_PER_SWEEP = 500;

export function createDatabaseRateLimitStore(db: Kysely<Database>): RateLimitStore {
  const attempts = createRateLimitRepository(db);
  let attemptsSinceSweep = 0;

  return {
    async admit(key, limit, windowMs) {
      const now = nowIso();
      // Recorded before counting: of several attempts racing for the last place, none is
      // admitted unseen by the others, so no more than `limit` ever get through.
      const id = await attempts.recordAttempt(key, isoAfter(windowMs, new Date(now)));
      const count = await attempts.countLiveAttempts(key, now);
      if (++attemptsSinceSweep >= ATTEMPTS_PER_SWEEP) {
        attemptsSinceSweep = 0;
        await attempts.removeExpired(now);
      }
      if (count > limit) {
        await attempts.removeAttempt(id);
        // The others now count `count - 1`; the next attempt fits once all but `limit - 1` lapse.
        const lapsesAt = await attempts.nthLiveExpiry(key, now, count - 1 - limit);
        return { retryAfterMs: lapsesAt ? new Date(lapsesAt).getTime() - new Date(now).getTime() : windowMs };
      }
      return { refund: () => attempts.removeAttempt(id) };
    },

    clear: (key) => attempts.removeAttempts(key),

    removeNewest: (key) => attempts.removeNewestLiveAttempt(key, nowIso()),

    count: (key) => attempts.countLiveAttempts(key, nowIso()),
  };
}
