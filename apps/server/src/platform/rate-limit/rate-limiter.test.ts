/**
 * The rate limiter's sliding windows, the same on every store: the database on each dialect,
 * and Redis when TEST_REDIS_URL is set. Times come from the server's clock, moved by the test.
 */
import { MESSAGES } from '@boothdeck/contract/messages';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppError } from '../../shared/app-error.ts';
import {
  createTestApp,
  TEST_RATE_LIMIT_SETUPS,
  type TestApp,
  testRedisKeyPrefix,
  testRedisUrl,
} from '../../test/test-app.ts';
import { createDatabaseRateLimitStore } from './rate-limit.database-store.ts';
import { createRedisRateLimitStore } from './rate-limit.redis-store.ts';
import { createRateLimiter, type RateLimiter, type RateLimitRule, type RateLimitStore } from './rate-limiter.ts';

const RULE: RateLimitRule = { name: 'test-rule', limit: 3, windowMs: 60_000, ifStoreUnreachable: 'fail-closed' };

let subjects = 0;
const nextSubject = () => `subject-${++subjects}`;

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'admitted',
    (error: unknown) => (error instanceof AppError ? `${error.code}: ${error.message}` : error),
  );
const TOO_MANY = `rate_limited: ${MESSAGES.tooManyRequests}`;

describe.each(TEST_RATE_LIMIT_SETUPS)('rate limits with attempts in the $store on $dialect', ({ dialect, store }) => {
  let t: TestApp;
  let attempts: RateLimitStore & { close?: () => Promise<void> };
  let limiter: RateLimiter;
  const setClock = (at: number) => vi.useFakeTimers({ toFake: ['Date'], now: at });

  beforeAll(async () => {
    t = await createTestApp(dialect);
    if (store === 'redis' && testRedisUrl) {
      const redis = createRedisRateLimitStore(testRedisUrl, { keyPrefix: testRedisKeyPrefix() });
      await redis.ready();
      attempts = redis;
    } else {
      attempts = createDatabaseRateLimitStore(t.app.platform.database.db);
    }
    limiter = createRateLimiter(attempts);
  });
  afterAll(async () => {
    await attempts.close?.();
    await t.close();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A fresh subject's three attempts: one at `start`, two 20 s later (RULE admits three a minute). */
  async function threeAttemptsOverTwentySeconds() {
    const subject = nextSubject();
    const start = Date.now();
    setClock(start);
    await limiter.consume(RULE, subject);
    setClock(start + 20_000);
    await limiter.consume(RULE, subject);
    await limiter.consume(RULE, subject);
    return { subject, start };
  }

  it('admits the limit, then refuses the subject only', async () => {
    const subject = nextSubject();
    for (let i = 0; i < RULE.limit; i++) await limiter.consume(RULE, subject);
    expect(await refusal(limiter.consume(RULE, subject))).toBe(TOO_MANY);
    expect(await refusal(limiter.consume(RULE, nextSubject()))).toBe('admitted');
    // Subjects are counted without regard to case (e-mail addresses).
    expect(await refusal(limiter.consume(RULE, subject.toUpperCase()))).toBe(TOO_MANY);
  });

  it('tells a refused subject how long until its oldest attempt lapses and the next is admitted', async () => {
    const { subject, start } = await threeAttemptsOverTwentySeconds();
    setClock(start + 40_500);
    const refused = await limiter.consume(RULE, subject).catch((error: unknown) => error);
    // The first attempt stops counting 60 s after it was made: 19.5 s from now, rounded up.
    expect(refused).toMatchObject({ code: 'rate_limited', retryAfterSeconds: 20 });
    setClock(start + RULE.windowMs + 1);
    expect(await refusal(limiter.consume(RULE, subject))).toBe('admitted');
  });

  it('frees each place one window after its attempt, and keeps refused attempts out of the count', async () => {
    const { subject, start } = await threeAttemptsOverTwentySeconds();
    setClock(start + 40_000);
    expect(await refusal(limiter.consume(RULE, subject))).toBe(TOO_MANY);
    expect(await limiter.count(RULE, subject)).toBe(3);
    // The first attempt lapses; the refused one never counted, so one place is free.
    setClock(start + RULE.windowMs + 1);
    expect(await limiter.count(RULE, subject)).toBe(2);
    expect(await refusal(limiter.consume(RULE, subject))).toBe('admitted');
    expect(await refusal(limiter.consume(RULE, subject))).toBe(TOO_MANY);
    setClock(start + 20_000 + RULE.windowMs + 1);
    expect(await limiter.count(RULE, subject)).toBe(1);
  });

  it('gives a refunded attempt its place back, and forgets a reset subject', async () => {
    const subject = nextSubject();
    const first = await limiter.consume(RULE, subject);
    await limiter.consume(RULE, subject);
    await limiter.consume(RULE, subject);
    await first.refund();
    expect(await limiter.count(RULE, subject)).toBe(2);
    expect(await refusal(limiter.consume(RULE, subject))).toBe('admitted');
    await limiter.reset(RULE, subject);
    expect(await limiter.count(RULE, subject)).toBe(0);
    for (let i = 0; i < RULE.limit; i++) await limiter.consume(RULE, subject);
    expect(await refusal(limiter.consume(RULE, subject))).toBe(TOO_MANY);
  });

  it('takes back the newest of a subject’s attempts on forgiving one, and nothing of a subject with none', async () => {
    const { subject, start } = await threeAttemptsOverTwentySeconds();
    await limiter.forgiveOne(RULE, subject);
    expect(await limiter.count(RULE, subject)).toBe(2);
    // The first attempt still counts and lapses first: then one is left.
    setClock(start + RULE.windowMs + 1);
    expect(await limiter.count(RULE, subject)).toBe(1);
    const untouched = nextSubject();
    await limiter.forgiveOne(RULE, untouched);
    expect(await limiter.count(RULE, untouched)).toBe(0);
  });

  it('admits no more than the limit of attempts that race for the last places', async () => {
    const subject = nextSubject();
    const outcomes = await Promise.all(Array.from({ length: 12 }, () => refusal(limiter.consume(RULE, subject))));
    const admitted = outcomes.filter((outcome) => outcome === 'admitted').length;
    // The database records before it counts, so racers may all see each other and all be refused;
    // Redis checks and records in one step. Neither lets more than the limit through.
    expect(admitted).toBeLessThanOrEqual(RULE.limit);
    if (store === 'redis') expect(admitted).toBe(RULE.limit);
    expect(await limiter.count(RULE, subject)).toBe(admitted);
  });

  it('counts to replaced numbers of a rule of the same name', async () => {
    const replaced = createRateLimiter(attempts, { replacements: [{ name: RULE.name, limit: 1, windowMs: 1000 }] });
    const subject = nextSubject();
    await replaced.consume(RULE, subject);
    expect(await refusal(replaced.consume(RULE, subject))).toBe(TOO_MANY);
  });
});
