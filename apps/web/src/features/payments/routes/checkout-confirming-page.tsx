import type { User } from '@boothdeck/contract';
import { Anchor, Center, Loader, Stack, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link, Navigate } from 'react-router';
import { PATHS } from '@/shared/config/paths';
import { useHasElapsed } from '@/shared/hooks/use-has-elapsed';
import { hasActiveMembership } from '@/shared/session/membership';
import { useCheckoutConfirmation } from '../hooks/use-checkout-confirmation';

/** After this long without the gateway's confirmation, the page says so and offers a way on. */
export const CHECKOUT_CONFIRMATION_PATIENCE_MS = 60_000;

/** What each purchase waits for, where it goes next, and where the organiser can go meanwhile. */
const PURCHASES = {
  membership: { isDone: hasActiveMembership, next: PATHS.paymentSuccess, wayOut: PATHS.packages },
  dataCapture: {
    isDone: (user: User | null) => user?.plan_features.data_capture === true,
    next: PATHS.dataCapturePaymentSuccess,
    wayOut: PATHS.dashboard,
  },
} as const;

/**
 * `/event/payment/confirming` and `/data-capture/payment/confirming`: where the gateway's checkout
 * page sends the organiser once they have paid. The purchase takes effect when the gateway's
 * signed event reaches the server, usually within seconds; until then this page waits, then shows
 * the usual payment confirmation.
 */
export function CheckoutConfirmingPage({ purchase }: { purchase: keyof typeof PURCHASES }) {
  useDocumentTitle('Confirming your payment | Boothdeck');
  const { isDone, next, wayOut } = PURCHASES[purchase];
  const confirmed = useCheckoutConfirmation(isDone);
  const isSlow = useHasElapsed(CHECKOUT_CONFIRMATION_PATIENCE_MS);
  if (confirmed) return <Navigate to={next} replace />;
  return (
    <Center mih="60dvh">
      <Stack align="center" gap="sm" ta="center" maw={480}>
        <Loader aria-hidden />
        <Text role="status">Thank you! Your payment is being confirmed; it takes effect in a moment.</Text>
        {isSlow ? (
          <Text c="dimmed">
            This is taking longer than usual. Your purchase takes effect as soon as the payment provider confirms it;
            you can{' '}
            <Anchor component={Link} to={wayOut}>
              leave this page
            </Anchor>{' '}
            and look again in a few minutes.
          </Text>
        ) : null}
      </Stack>
    </Center>
  );
}
