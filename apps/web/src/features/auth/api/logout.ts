import { accountEndpoints } from '@boothdeck/contract';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { call } from '@/shared/api/api-client';
import { PATHS } from '@/shared/config/paths';
import { endSession } from '@/shared/session/end-session';

export function logout() {
  return call(accountEndpoints.logout);
}

/** Signs out on the server, then forgets the session locally even if that call failed. */
export function useLogout() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      endSession();
      navigate(PATHS.login, { replace: true });
    },
  });
}
