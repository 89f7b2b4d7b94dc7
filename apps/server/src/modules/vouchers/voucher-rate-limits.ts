/**
 * How often the public voucher calls may be made. A voucher's page address is random, so
 * reading pages is limited only per address, generously (a venue's guests may share one).
 *
 * The staff PIN is the event's four-digit admin password, which also signs booths in, so wrong
 * PINs are what the claim rules count: per voucher (slow guessing through one), per address
 * (slow guessing through many) and per event (slow guessing from many addresses at once). A
 * claim with the right PIN counts nowhere, whether it wins or finds the voucher claimed or
 * expired, so a venue whose guests all share one Wi-Fi address can claim as many vouchers as it
 * gives out. An unknown voucher counts like a wrong PIN, except per event, since it has none.
 * At 30 wrong PINs a quarter hour, finding a PIN among 10,000 takes days.
 */
import type { RateLimitRule } from '../../platform/rate-limit/rate-limiter.ts';
import { MINUTE_MS } from '../../shared/clock.ts';

const window = 15 * MINUTE_MS;

export const VOUCHER_RATE_LIMITS = {
  pagePerAddress: { name: 'voucher-page-ip', limit: 300, windowMs: window, ifStoreUnreachable: 'fail-open' },
  failedClaimsPerVoucher: { name: 'voucher-claim', limit: 20, windowMs: window, ifStoreUnreachable: 'fail-closed' },
  failedClaimsPerAddress: { name: 'voucher-claim-ip', limit: 50, windowMs: window, ifStoreUnreachable: 'fail-closed' },
  failedPinsPerEvent: { name: 'voucher-claim-event', limit: 30, windowMs: window, ifStoreUnreachable: 'fail-closed' },
} satisfies Record<string, RateLimitRule>;
