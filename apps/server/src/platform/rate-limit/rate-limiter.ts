/**
 * Sliding-window rate limits, shared by every API process. A rule admits at most `limit`
 * attempts for one subject (an address, an account, or both) in any `windowMs`: each admitted
 * attempt counts until one window after it was made. A refused attempt is not kept, so hammering
 * cannot grow the store, and the subject gets its next attempt as soon as its oldest admitted
 * one lapses: the 429 says how long that is (`Retry-After`, see error-handler.ts).
 *
 * The attempts live in a store: the database (rate-limit.database-store.ts), or Redis when
 * REDIS_URL is set (rate-limit.redis-store.ts). Redis can be away while the database is not, so
 * each rule says what it does then: a rule that guards a secret (a password, a PIN, a sign-in
 * link) or a message sent in the organiser's name fails closed, answering 503 until the store is
 * back; a rule that only keeps one address from hogging reads fails open and admits.
 *
 * Each module defines its rules with their production numbers. A limiter can be made with
 * replacements, matched by name: tests count to smaller limits that way.
 */

import { MESSAGES } from '@boothdeck/contract/messages';
import { AppError } from '../../shared/app-error.ts';

/**
 * What a rule does while its store cannot be reached: 'fail-closed' refuses every attempt (503),
 * 'fail-open' admits every attempt uncounted.
 */
export type WhenStoreUnreachable = 'fail-closed' | 'fail-open';

export type RateLimitRule = {
  name: string;
  limit: number;
  windowMs: number;
  ifStoreUnreachable: WhenStoreUnreachable;
};

/** Numbers that replace a production rule's of the same name (tests count to smaller limits). */
export type RateLimitReplacement = Pick<RateLimitRule, 'name' | 'limit' | 'windowMs'>;

/** An attempt a rule admitted. `refund` takes it back, for a rule that counts only failures. */
export type AdmittedAttempt = { refund(): Promise<void> };

export type RateLimiter = {
  /** Counts one attempt, or throws a 429 AppError when the subject has used up its window. */
  consume(rule: RateLimitRule, subject: string): Promise<AdmittedAttempt>;
  /** Forgets the subject's attempts (a successful sign-in clears its failed ones). */
  reset(rule: RateLimitRule, subject: string): Promise<void>;
  /**
   * Takes back one of the subject's counted attempts (its newest), for a rule whose attempt proves
   * a success only in a later call (a data request, once its code is confirmed).
   */
  forgiveOne(rule: RateLimitRule, subject: string): Promise<void>;
  /** How many attempts of the subject the rule still counts. */
  count(rule: RateLimitRule, subject: string): Promise<number>;
};

/** An attempt a store refused, and how long until the key's next attempt would be admitted. */
export type RefusedAttempt = { retryAfterMs: number };

/**
 * Where attempts are kept, one sorted list per key. `admit` must record and check as one step
 * as far as other processes can tell: of several attempts racing for the last place, at most
 * one gets it.
 */
export type RateLimitStore = {
  /** Records an attempt that counts until `windowMs` from now, unless `limit` already do: then refused. */
  admit(key: string, limit: number, windowMs: number): Promise<AdmittedAttempt | RefusedAttempt>;
  clear(key: string): Promise<void>;
  /** Forgets the key's newest attempt that still counts, if any. */
  removeNewest(key: string): Promise<void>;
  count(key: string): Promise<number>;
};

/** A store that could not answer (Redis down, refused, too slow). Each rule's policy decides. */
export class RateLimitStoreUnreachable extends Error {
  constructor(cause: unknown) {
    super('the rate-limit store could not be reached', { cause });
    this.name = 'RateLimitStoreUnreachable';
  }
}

const keyOf = (rule: RateLimitRule, subject: string) => `${rule.name}:${subject.toLowerCase()}`;

const NOTHING_TO_REFUND: AdmittedAttempt = { refund: async () => {} };

export type RateLimiterOptions = {
  replacements?: readonly RateLimitReplacement[];
  /** Hears of each call the store could not answer (the server logs it). */
  onStoreUnreachable?: (error: RateLimitStoreUnreachable, rule: RateLimitRule) => void;
};

export function createRateLimiter(store: RateLimitStore, options: RateLimiterOptions = {}): RateLimiter {
  const replaced = new Map((options.replacements ?? []).map((rule) => [rule.name, rule]));
  const ruleOf = (given: RateLimitRule): RateLimitRule => {
    const replacement = replaced.get(given.name);
    return replacement ? { ...given, ...replacement } : given;
  };
  const heard = options.onStoreUnreachable ?? (() => undefined);

  /** Runs a store call; when the store is away, answers `whenOpen` or refuses, as the rule says. */
  async function underPolicy<T>(rule: RateLimitRule, call: () => Promise<T>, whenOpen: T): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (!(error instanceof RateLimitStoreUnreachable)) throw error;
      heard(error, rule);
      if (rule.ifStoreUnreachable === 'fail-open') return whenOpen;
      throw new AppError('unavailable', MESSAGES.serviceUnavailable);
    }
  }

  /** Forgiving calls (a refund, a reset) that the store missed only leave counts that lapse on their own. */
  async function forgiving(rule: RateLimitRule, call: () => Promise<void>): Promise<void> {
    try {
      await call();
    } catch (error) {
      if (!(error instanceof RateLimitStoreUnreachable)) throw error;
      heard(error, rule);
    }
  }

  return {
    consume(given, subject) {
      const rule = ruleOf(given);
      return underPolicy(
        rule,
        async () => {
          const attempt = await store.admit(keyOf(rule, subject), rule.limit, rule.windowMs);
          if ('retryAfterMs' in attempt) throw AppError.rateLimited(MESSAGES.tooManyRequests, attempt.retryAfterMs);
          return { refund: () => forgiving(rule, attempt.refund) };
        },
        NOTHING_TO_REFUND,
      );
    },

    reset(given, subject) {
      const rule = ruleOf(given);
      return forgiving(rule, () => store.clear(keyOf(rule, subject)));
    },

    forgiveOne(given, subject) {
      const rule = ruleOf(given);
      return forgiving(rule, () => store.removeNewest(keyOf(rule, subject)));
    },

    count(given, subject) {
      const rule = ruleOf(given);
      return underPolicy(rule, () => store.count(keyOf(rule, subject)), 0);
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

/**
 * The attempt a consume (or `consumeEach`) admitted, or null where it refused with a 429: for
 * rules whose refusal asks something else of the caller, or that count a failure already made.
 */
export async function admittedOrNull(consuming: Promise<AdmittedAttempt>): Promise<AdmittedAttempt | null> {
  try {
    return await consuming;
  } catch (error) {
    if (error instanceof AppError && error.code === 'rate_limited') return null;
    throw error;
  }
}
