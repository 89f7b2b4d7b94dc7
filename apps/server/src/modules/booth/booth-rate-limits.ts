/**
 * How often a booth sign-in may fail. An admin password is four digits, so guessing must be slow
 * across every address, not only from one. Each try is counted before its password is checked
 * and taken back once the password proves right, so only wrong ones count: twenty booths behind
 * one venue address signing in again after a dropped connection use up nothing. Rules are
 * consumed narrowest first, and a refused try counts nowhere, so an address already refused on
 * an event adds nothing to the event's own count, and one address alone cannot lock an event:
 * that takes several. A sign-in also clears its address's count on the event, so a booth that
 * mistyped a few times is not held back after it gets in.
 */
import type { RateLimitRule } from '../../platform/rate-limit/rate-limiter.ts';
import { MINUTE_MS } from '../../shared/clock.ts';

const window = 15 * MINUTE_MS;

export const BOOTH_RATE_LIMITS = {
  perEventAndAddress: { name: 'booth-event-ip', limit: 10, windowMs: window, ifStoreUnreachable: 'fail-closed' },
  perAddress: { name: 'booth-ip', limit: 50, windowMs: window, ifStoreUnreachable: 'fail-closed' },
  perEvent: { name: 'booth-event', limit: 30, windowMs: window, ifStoreUnreachable: 'fail-closed' },
} satisfies Record<string, RateLimitRule>;

/** The subject of the rule that counts one event at one address. */
export const eventAtAddress = (uuid: string, address: string) => `${uuid} ${address}`;

/**
 * How often a booth may check an exit PIN. The member PIN is four digits and a guest at a kiosk
 * can type at it, so wrong PINs are counted per booth session, and per event so that signing in
 * again does not start the count afresh. A right PIN clears its session's count and is not
 * counted for the event, so staff who mistyped are not held back once they get it right.
 */
export const EXIT_PIN_RATE_LIMITS = {
  perSession: { name: 'booth-exit-pin-session', limit: 10, windowMs: window, ifStoreUnreachable: 'fail-closed' },
  perEvent: { name: 'booth-exit-pin-event', limit: 30, windowMs: window, ifStoreUnreachable: 'fail-closed' },
} satisfies Record<string, RateLimitRule>;
