import type { User } from '@boothdeck/contract';
import { PATHS } from '@/shared/config/paths';
import { hasActiveMembership } from '@/shared/session/membership';

/** Where a visitor of a member page must go instead, or null when they may stay. */
export function getMemberRedirect(token: string | null, user: User | null, now: number = Date.now()): string | null {
  if (!token) return PATHS.login;
  if (!hasActiveMembership(user, now)) return PATHS.packages;
  return null;
}
