import { queryKeyOf } from '@boothdeck/client';
import { accountCalls } from '@boothdeck/contract/call-addresses';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { call } from '@/shared/api/api-client';
import { hasActiveMembership } from '@/shared/session/membership';
import { useSessionStore } from '@/shared/session/session-store';

/** How often the user is read again while the gateway's confirmation is on its way. */
export const CHECKOUT_CONFIRMATION_POLL_MS = 1000;

/**
 * Back from the gateway's checkout page, the package starts when the gateway's signed event
 * reaches the server, usually within seconds: until then the user is read again every second.
 * True once the session's user has a current package.
 */
export function useCheckoutConfirmation(): boolean {
  const waiting = useSessionStore((state) => !hasActiveMembership(state.user));
  const { data } = useQuery({
    queryKey: queryKeyOf(accountCalls.user),
    queryFn: ({ signal }) => call(accountCalls.user, { signal }),
    enabled: waiting,
    refetchInterval: waiting ? CHECKOUT_CONFIRMATION_POLL_MS : false,
  });
  useEffect(() => {
    if (data && hasActiveMembership(data.user)) useSessionStore.getState().setUser(data.user);
  }, [data]);
  return !waiting;
}
