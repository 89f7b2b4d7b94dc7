import { Navigate, Outlet } from 'react-router';
import { PATHS } from '@/shared/config/paths';
import { useSessionStore } from '@/shared/session/session-store';

/** Package choice and payment need a signed-in user, whatever the state of their membership. */
export function TokenGuard() {
  const hasToken = useSessionStore((state) => state.token !== null);
  if (!hasToken) return <Navigate to={PATHS.login} replace />;
  return <Outlet />;
}
