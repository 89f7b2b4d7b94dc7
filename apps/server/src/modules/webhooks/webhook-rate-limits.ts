/**
 * Test events an account may send. Each one is a request from our servers to an address the
 * organiser typed, so a held-down button must not turn them into a way to hammer someone
 * else's server. Like every rule that sends something in someone's name, it fails closed while
 * its store is away.
 */
import type { RateLimitRule } from '../../platform/rate-limit/rate-limiter.ts';
import { MINUTE_MS } from '../../shared/clock.ts';

export const TEST_EVENTS_PER_ACCOUNT: RateLimitRule = {
  name: 'webhook-test-account',
  limit: 10,
  windowMs: 10 * MINUTE_MS,
  ifStoreUnreachable: 'fail-closed',
};
