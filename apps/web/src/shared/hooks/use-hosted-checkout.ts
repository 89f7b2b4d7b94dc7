import type { CheckoutReply, User } from '@boothdeck/contract';
import type { UseMutationResult } from '@tanstack/react-query';
import { useIdempotencyKey } from '@/shared/hooks/use-idempotency-key';
import { useSessionStore } from '@/shared/session/session-store';

/** The browser leaves the app for the gateway's page (a separate function, so tests can watch it). */
export const leaveFor = {
  address(url: string) {
    window.location.assign(url);
  },
};

type CheckoutMutation<Body> = UseMutationResult<CheckoutReply, Error, { body: Body; idempotencyKey?: string }>;

/**
 * Pay on the gateway's hosted checkout page: `checkout` starts one (the package's or the add-on's
 * call), one page per attempt however often the button is pressed, and the browser goes there.
 */
export function useHostedCheckout<Body>(checkout: CheckoutMutation<Body>, bodyFor: (user: User) => Body) {
  const user = useSessionStore((state) => state.user);
  const { keyFor, settle } = useIdempotencyKey();

  const start = () => {
    if (!user || checkout.isPending) return;
    const body = bodyFor(user);
    checkout.mutate(
      { body, idempotencyKey: keyFor(body) },
      {
        onError: (error) => settle(error),
        onSuccess: ({ checkout_url }) => leaveFor.address(checkout_url),
      },
    );
  };

  // Still pending once answered: the browser is on its way to the page.
  return { start, isPending: checkout.isPending || checkout.isSuccess, error: checkout.error };
}

export type HostedCheckout = ReturnType<typeof useHostedCheckout>;
