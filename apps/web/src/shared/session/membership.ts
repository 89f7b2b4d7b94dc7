import type { User } from '@boothdeck/contract';

/** A member may use the signed-in area: expire flag 1 and no expiry date in the past. */
export function hasActiveMembership(user: User | null, now: number = Date.now()): boolean {
  if (user?.expire !== 1) return false;
  const expireAt = user.membership?.expire_at;
  if (!expireAt) return true;
  const expiresAt = Date.parse(expireAt);
  return Number.isNaN(expiresAt) || expiresAt > now;
}

export function isTrialUser(user: User | null): boolean {
  return user?.membership?.package_type === 'trial';
}
