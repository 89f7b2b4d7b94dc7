import { useEffect } from 'react';
import { useSessionStore } from '@/shared/session/session-store';
import { useUser } from '../api/get-user';

/** Keeps the stored user (membership, expire flag) in step with the server while a token is stored. */
export function useRefreshUser(): void {
  const hasToken = useSessionStore((state) => state.token !== null);
  const { data } = useUser({ enabled: hasToken });

  useEffect(() => {
    if (data && useSessionStore.getState().token) useSessionStore.getState().setUser(data.user, data.member);
  }, [data]);
}
