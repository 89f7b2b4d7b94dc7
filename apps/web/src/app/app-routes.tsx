import { useEffect } from 'react';
import { useNavigate, useRoutes } from 'react-router';
import { useRefreshUser } from '@/features/auth/hooks/use-refresh-user';
import { setUnauthorizedHandler } from '@/shared/api/api-client';
import { PATHS } from '@/shared/config/paths';
import { routes } from './routes';

/** The routed app, with the session kept fresh and any 401 sending the user to sign-in. */
export function AppRoutes() {
  const navigate = useNavigate();
  useRefreshUser();

  useEffect(() => {
    setUnauthorizedHandler(() => navigate(PATHS.login, { replace: true }));
  }, [navigate]);

  return useRoutes(routes);
}
