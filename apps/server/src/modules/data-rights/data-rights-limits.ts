/**
 * How often a guest's data may be asked for. A request sends a message to the address given, so
 * it is held per address (by a hash: the limit's store never keeps the address), whoever asks.
 * Per caller only failures count, so guests sharing a venue's address are not refused for each
 * other's successes: a request counts until its code is confirmed (one for an address the event
 * holds nothing under never is, and counts for the whole window), and a wrong code counts, a
 * right one not. A request is counted before anything is looked up, alike whether the event holds
 * anything, so the count tells a caller nothing about whose address it has. Messages sent need no
 * ceiling of their own: each one to an address the caller cannot confirm stays counted, and one
 * it confirms went to the caller. Each request takes DATA_CODE_MAX_FAILURES wrong codes before it
 * closes. All fail closed: they guard a secret and messages sent.
 */
import { createHash } from 'node:crypto';
import type { RateLimitRule } from '../../platform/rate-limit/rate-limiter.ts';
import { HOUR_MS, MINUTE_MS } from '../../shared/clock.ts';

export const DATA_RIGHTS_RATE_LIMITS = {
  unconfirmedRequestsPerAddress: {
    name: 'data-request-ip',
    limit: 10,
    windowMs: HOUR_MS,
    ifStoreUnreachable: 'fail-closed',
  },
  requestsPerContact: { name: 'data-request-contact', limit: 3, windowMs: HOUR_MS, ifStoreUnreachable: 'fail-closed' },
  wrongCodesPerAddress: {
    name: 'data-confirm-ip',
    limit: 20,
    windowMs: 15 * MINUTE_MS,
    ifStoreUnreachable: 'fail-closed',
  },
} satisfies Record<string, RateLimitRule>;

/** The rate limit's subject for an address: its hash, so no attempt row holds it. */
export const contactKey = (normalised: string) =>
  createHash('sha256').update(`data-request:${normalised}`).digest('hex');

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
