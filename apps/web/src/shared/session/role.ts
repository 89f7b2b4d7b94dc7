/**
 * The signed-in person's role: the owner, or a team member's. The server refuses every call the
 * role may not make; the app uses the same role sets to show only what the role allows.
 */
import type { Role } from '@boothdeck/contract/roles';
import { PATHS } from '../config/paths';
import { useSessionStore } from './session-store';

export function useRole(): Role {
  return useSessionStore((state) => state.member?.role ?? 'owner');
}

/** Whether the signed-in role is one of `roles` (a call's or a page's role set). */
export function useAllowed(roles: readonly Role[]): boolean {
  return roles.includes(useRole());
}

/** Where a role starts: a client at the events given to them, everyone else at the dashboard. */
export const homeOf = (role: Role, hasPackage: boolean): string =>
  role === 'client' ? PATHS.myEvents : hasPackage ? PATHS.dashboard : PATHS.packages;
