import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '@/shared/api/api-error';
import { dataCaptureUpgradePath } from '@/shared/session/plan-features';
import { useSessionStore } from '@/shared/session/session-store';

/**
 * The data-capture calls answer 403 to a plan without data capture. This sends the member where
 * they can get it, by the Feature step's rule: a paid package to the add-on, a trial or no
 * package to the package choice. Answers whether it is doing so (show no error meanwhile).
 */
export function useUpgradeRedirect(error: unknown): boolean {
  const navigate = useNavigate();
  const user = useSessionStore((state) => state.user);
  const lacksDataCapture = error instanceof ApiError && error.status === 403;
  useEffect(() => {
    if (lacksDataCapture) navigate(dataCaptureUpgradePath(user), { replace: true });
  }, [lacksDataCapture, user, navigate]);
  return lacksDataCapture;
}
