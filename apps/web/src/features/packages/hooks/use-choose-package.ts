import type { PackageSummary } from '@boothdeck/contract';
import { useNavigate } from 'react-router';
import { buildMembershipBody, useCreateMembership } from '@/shared/api/create-membership';
import { PATHS } from '@/shared/config/paths';
import type { PackageChoiceState } from '@/shared/lib/package-choice';
import { useSessionStore } from '@/shared/session/session-store';
import { notifyDone } from '@/shared/ui/notify';
import { needsPayment } from '../lib/package-availability';

/** Process: a paid plan goes to the payment page, a trial or single package is taken at once and confirmed. */
export function useChoosePackage() {
  const navigate = useNavigate();
  const user = useSessionStore((state) => state.user);
  const membership = useCreateMembership();

  const choose = (choice: PackageSummary) => {
    if (needsPayment(choice)) {
      const state: PackageChoiceState = { package: choice };
      navigate(PATHS.payment, { state });
      return;
    }
    if (!user || membership.isPending) return;
    membership.mutate(
      { body: buildMembershipBody(user, choice) },
      {
        onSuccess: () => {
          notifyDone({ title: 'Package chosen', message: `You are now on ${choice.name}.` });
          navigate(PATHS.dashboard, { replace: true });
        },
      },
    );
  };

  const pendingId = membership.isPending ? (membership.variables?.body.submittedData.package ?? null) : null;
  return { choose, pendingId: typeof pendingId === 'number' ? pendingId : null, error: membership.error };
}
