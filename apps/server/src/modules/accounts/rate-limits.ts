/** How often each account action may be tried, per address and per account. */
import type { RateLimitRule } from '../../platform/rate-limit/rate-limiter.ts';
import { MINUTE_MS } from '../../shared/clock.ts';

const window = 15 * MINUTE_MS;

export const RATE_LIMITS = {
  loginPerAddress: { name: 'login-ip', limit: 50, windowMs: window },
  loginPerAccount: { name: 'login-account', limit: 10, windowMs: window },
  forgotPerAddress: { name: 'forgot-ip', limit: 10, windowMs: window },
  forgotPerAccount: { name: 'forgot-account', limit: 3, windowMs: window },
  resendPerAddress: { name: 'resend-ip', limit: 10, windowMs: window },
  resendPerAccount: { name: 'resend-account', limit: 3, windowMs: window },
  verifyPerAddress: { name: 'verify-ip', limit: 20, windowMs: window },
  verifyPerAccount: { name: 'verify-account', limit: 5, windowMs: window },
} satisfies Record<string, RateLimitRule>;
