/**
 * How often each account action may be tried, over sliding windows. Sign-in counts failures per
 * account and address together, so guessing from one address slows that address only and the
 * owner, elsewhere, can still sign in; a higher cap per address covers guessing across accounts.
 * Guesses at one account from many addresses meet the account's own cap of failures, which
 * slows them to what lapses from it; an address the account signed in from before is not held
 * by it, so strangers cannot keep the owner out.
 */
import type { RateLimitRule } from '../../platform/rate-limit/rate-limiter.ts';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../../shared/clock.ts';

const window = 15 * MINUTE_MS;

export const RATE_LIMITS = {
  loginPerAddress: { name: 'login-ip', limit: 50, windowMs: window, ifStoreUnreachable: 'fail-closed' },
  loginPerAccountAndAddress: {
    name: 'login-account-ip',
    limit: 10,
    windowMs: window,
    ifStoreUnreachable: 'fail-closed',
  },
  /** Failures only, from addresses the account has not signed in from before (below). */
  loginPerAccount: { name: 'login-account', limit: 100, windowMs: HOUR_MS, ifStoreUnreachable: 'fail-closed' },
  /** Where an account signed in successfully: its owner's places, free of the per-account cap. */
  loginKnownAddress: {
    name: 'login-known-address',
    limit: 1_000_000,
    windowMs: 30 * DAY_MS,
    ifStoreUnreachable: 'fail-closed',
  },
  registerPerAddress: { name: 'register-ip', limit: 10, windowMs: HOUR_MS, ifStoreUnreachable: 'fail-closed' },
  registerPerEmail: { name: 'register-email', limit: 3, windowMs: HOUR_MS, ifStoreUnreachable: 'fail-closed' },
  forgotPerAddress: { name: 'forgot-ip', limit: 10, windowMs: window, ifStoreUnreachable: 'fail-closed' },
  forgotPerAccount: { name: 'forgot-account', limit: 3, windowMs: window, ifStoreUnreachable: 'fail-closed' },
  resendPerAddress: { name: 'resend-ip', limit: 10, windowMs: window, ifStoreUnreachable: 'fail-closed' },
  resendPerAccount: { name: 'resend-account', limit: 3, windowMs: window, ifStoreUnreachable: 'fail-closed' },
  verifyPerAddress: { name: 'verify-ip', limit: 20, windowMs: window, ifStoreUnreachable: 'fail-closed' },
  verifyPerAccount: { name: 'verify-account', limit: 5, windowMs: window, ifStoreUnreachable: 'fail-closed' },
} satisfies Record<string, RateLimitRule>;

/** The subject of a rule that counts one account at one address. */
export const accountAtAddress = (email: string, address: string) => `${email} ${address}`;
