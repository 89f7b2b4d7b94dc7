import { useState } from 'react';
import { Navigate, Outlet } from 'react-router';
import { PATHS } from '@/shared/config/paths';
import { useSessionStore } from '@/shared/session/session-store';

/** Access pages are for guests: a stored token sends the visitor to the dashboard. */
export function GuestGuard() {
  // Read on entry only: sign-in and e-mail verification store the session first and then
  // redirect on their own after a delay, which a live check would cut short.
  const [hasTokenOnEntry] = useState(() => useSessionStore.getState().token !== null);
  if (hasTokenOnEntry) return <Navigate to={PATHS.dashboard} replace />;
  return <Outlet />;
}
