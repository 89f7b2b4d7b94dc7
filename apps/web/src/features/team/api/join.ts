/** The invitation link's calls: what it invites to, and joining. */
import { queryKeyOf } from '@boothdeck/client';
import { accountEndpoints, type Role, teamEndpoints } from '@boothdeck/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { call } from '@/shared/api/api-client';
import { useSessionStore } from '@/shared/session/session-store';

export function useInvitation(token: string) {
  return useQuery({
    queryKey: queryKeyOf(teamEndpoints.invitation, { params: { token } }),
    queryFn: ({ signal }) => call(teamEndpoints.invitation, { params: { token }, signal }),
    retry: false,
  });
}

type JoinInput = { token: string; password: string; first_name?: string; last_name?: string };

/**
 * Joins, then keeps the session: it acts for the team's account, so the account and the member's
 * role are read back before any page opens. Answers the member's role and whether the account has a package.
 */
export function useJoin() {
  return useMutation({
    mutationFn: async (body: JoinInput): Promise<{ role: Role; hasPackage: boolean }> => {
      const joined = await call(teamEndpoints.accept, { body });
      if (!joined.token) throw new Error('Verify your email address first, then open the link again.');
      const store = useSessionStore.getState();
      store.setSession(joined.token, joined.user);
      const { user, member } = await call(accountEndpoints.user);
      store.setSession(joined.token, user, member);
      return { role: member?.role ?? 'owner', hasPackage: user.expire === 1 };
    },
  });
}
