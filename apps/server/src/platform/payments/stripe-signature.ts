/**
 * Stripe's webhook signatures: `Stripe-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`,
 * keyed with the endpoint's signing secret. An event older (or newer) than the tolerance is
 * refused, so a captured request cannot be replayed later.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** Stripe's own default tolerance. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export function stripeSignatureOf(secret: string, timestamp: number, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`, 'utf8').digest('hex');
}

function sameHex(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'hex');
  const b = Buffer.from(given, 'hex');
  return a.length === b.length && a.length > 0 && timingSafeEqual(a, b);
}

export function isStripeSignatureValid(
  secret: string,
  header: string | undefined,
  rawBody: string,
  nowSeconds: number = Math.floor(Date.now() / 1000),
): boolean {
  if (!header) return false;
  const parts = header.split(',').map((part) => part.trim().split('='));
  const timestamp = Number(parts.find(([name]) => name === 't')?.[1]);
  if (!Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > SIGNATURE_TOLERANCE_SECONDS) return false;
  const expected = stripeSignatureOf(secret, timestamp, rawBody);
  return parts.some(([name, value]) => name === 'v1' && typeof value === 'string' && sameHex(expected, value));
}
