/**
 * The operators' bearer token (METRICS_TOKEN), which opens /metrics and the health detail. It is
 * compared in constant time: both sides are hashed to one length first, so neither the length
 * nor the first differing character shows in how long a refusal takes.
 */
import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether an Authorization header carries the token; never with no token configured. */
export function carriesOperatorToken(authorization: string | undefined, token: string | undefined): boolean {
  if (!token || !authorization?.startsWith('Bearer ')) return false;
  return timingSafeEqual(digest(authorization.slice('Bearer '.length)), digest(token));
}

/** The refusal of a request without the token (401, with `WWW-Authenticate: Bearer`). */
export const OPERATOR_TOKEN_REFUSAL = { message: "This needs the operators' token (METRICS_TOKEN)." };
