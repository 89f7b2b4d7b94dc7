import type { MembershipCheckoutBody, PackageSummary } from '@boothdeck/contract';
import { useMembershipCheckout } from '@/shared/api/payment-gateway';
import { useIdempotencyKey } from '@/shared/hooks/use-idempotency-key';
import { useSessionStore } from '@/shared/session/session-store';

/** The browser leaves the app for the gateway's page (a separate function, so tests can watch it). */
export const leaveFor = {
  address(url: string) {
    window.location.assign(url);
  },
};

/** Pay on the gateway's hosted checkout page: one page per attempt, however often the button is pressed. */
export function useHostedCheckout(choice: PackageSummary) {
  const user = useSessionStore((state) => state.user);
  const checkout = useMembershipCheckout();
  const { keyFor, settle } = useIdempotencyKey();

  const start = () => {
    if (!user || checkout.isPending) return;
    const body: MembershipCheckoutBody = {
      user_id: user.id,
      user_email: user.email,
      submittedData: { package: choice.id },
    };
    checkout.mutate(
      { body, idempotencyKey: keyFor(body) },
      {
        onError: (error) => settle(error),
        onSuccess: ({ checkout_url }) => leaveFor.address(checkout_url),
      },
    );
  };

  return { start, isPending: checkout.isPending || checkout.isSuccess, error: checkout.error };
}
