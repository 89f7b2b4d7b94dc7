/**
 * How often the public voucher calls may be made. A voucher's page address is random, so
 * reading pages is limited only per address, generously (a venue's guests may share one). The
 * staff PIN is the event's four-digit admin password, so claims are limited per voucher, which
 * makes guessing the PIN through one voucher slow, and per address, which makes it slow through
 * many, while a voucher still takes every tap of a crowd of impatient staff at once. A claim
counts whatever its outcome: an unknown voucher counts like a known one. At 20 tries a quarter
hour, a voucher needs days of tries to find a PIN among 10,000.
 */
import type { RateLimitRule } from '../../platform/rate-limit/rate-limiter.ts';
import { MINUTE_MS } from '../../shared/clock.ts';

const window = 15 * MINUTE_MS;

export const VOUCHER_RATE_LIMITS = {
  pagePerAddress: { name: 'voucher-page-ip', limit: 300, windowMs: window },
  claimPerVoucher: { name: 'voucher-claim', limit: 20, windowMs: window },
  claimPerAddress: { name: 'voucher-claim-ip', limit: 50, windowMs: window },
} satisfies Record<string, RateLimitRule>;
