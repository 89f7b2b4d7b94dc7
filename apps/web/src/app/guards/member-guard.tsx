import { Navigate, Outlet } from 'react-router';
import { useSessionStore } from '@/shared/session/session-store';
import { getMemberRedirect } from './get-member-redirect';

/** Signed-in pages need a token and a current membership. */
export function MemberGuard() {
  const token = useSessionStore((state) => state.token);
  const user = useSessionStore((state) => state.user);
  const redirect = getMemberRedirect(token, user);
  if (redirect) return <Navigate to={redirect} replace />;
  return <Outlet />;
}
