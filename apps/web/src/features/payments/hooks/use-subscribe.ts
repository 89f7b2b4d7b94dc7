import type { CardFields, PackageSummary } from '@boothdeck/contract';
import { useNavigate } from 'react-router';
import { buildMembershipBody, useCreateMembership } from '@/shared/api/create-membership';
import { PATHS } from '@/shared/config/paths';
import { useIdempotencyKey } from '@/shared/hooks/use-idempotency-key';
import { useSessionStore } from '@/shared/session/session-store';

/** Subscribe: pays for a monthly or yearly package once, however often the button is pressed. */
export function useSubscribe(choice: PackageSummary) {
  const navigate = useNavigate();
  const user = useSessionStore((state) => state.user);
  const membership = useCreateMembership();
  const { keyFor, settle } = useIdempotencyKey();

  const subscribe = (card: CardFields) => {
    if (!user || membership.isPending) return;
    const body = buildMembershipBody(user, choice, card);
    membership.mutate(
      { body, idempotencyKey: keyFor(body) },
      {
        onError: (error) => settle(error),
        onSuccess: ({ card_info }) => {
          settle();
          // A reply without a charge goes back to package choice, without a message.
          navigate(card_info.charge_id ? PATHS.paymentSuccess : PATHS.packages, { replace: true });
        },
      },
    );
  };

  return { subscribe, isPending: membership.isPending, error: membership.error };
}
