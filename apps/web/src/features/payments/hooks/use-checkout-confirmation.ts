import { queryKeyOf } from '@boothdeck/client';
import type { User } from '@boothdeck/contract';
import { accountCalls } from '@boothdeck/contract/call-addresses';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { call } from '@/shared/api/api-client';
import { useSessionStore } from '@/shared/session/session-store';

/** How often the user is read again while the gateway's confirmation is on its way. */
export const CHECKOUT_CONFIRMATION_POLL_MS = 1000;

/**
 * Back from the gateway's checkout page, the purchase takes effect when the gateway's signed event
 * reaches the server, usually within seconds: until then the user is read again every second.
 * True once `isDone` holds for the session's user (a current package, data capture on).
 */
export function useCheckoutConfirmation(isDone: (user: User | null) => boolean): boolean {
  const waiting = useSessionStore((state) => !isDone(state.user));
  const { data } = useQuery({
    queryKey: queryKeyOf(accountCalls.user),
    queryFn: ({ signal }) => call(accountCalls.user, { signal }),
    enabled: waiting,
    refetchInterval: waiting ? CHECKOUT_CONFIRMATION_POLL_MS : false,
  });
  useEffect(() => {
    if (data && isDone(data.user)) useSessionStore.getState().setUser(data.user);
  }, [data, isDone]);
  return !waiting;
}
