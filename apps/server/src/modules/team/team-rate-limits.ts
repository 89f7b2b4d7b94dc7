/**
 * Invitations an account may send. Each one is a mail to an address someone typed, so a held-down
 * button (or an address invited again and again) must not turn into mail to someone who did not
 * ask for it. Like every rule that sends something in someone's name, it fails closed while its
 * store is away.
 */
import type { RateLimitRule } from '../../platform/rate-limit/rate-limiter.ts';
import { HOUR_MS } from '../../shared/clock.ts';

export const INVITATIONS_PER_ACCOUNT: RateLimitRule = {
  name: 'team-invitation-account',
  limit: 20,
  windowMs: HOUR_MS,
  ifStoreUnreachable: 'fail-closed',
};
