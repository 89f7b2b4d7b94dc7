import { Anchor, Center, Loader, Stack, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link, Navigate } from 'react-router';
import { PATHS } from '@/shared/config/paths';
import { useHasElapsed } from '@/shared/hooks/use-has-elapsed';
import { useCheckoutConfirmation } from '../hooks/use-checkout-confirmation';

/** After this long without the gateway's confirmation, the page says so and offers a way on. */
export const CHECKOUT_CONFIRMATION_PATIENCE_MS = 60_000;

/**
 * `/event/payment/confirming`: where the gateway's checkout page sends the organiser once they
 * have paid. The package starts when the gateway's signed event reaches the server, usually within
 * seconds; until then this page waits, then shows the usual payment confirmation.
 */
export function CheckoutConfirmingPage() {
  useDocumentTitle('Confirming your payment | Boothdeck');
  const confirmed = useCheckoutConfirmation();
  const isSlow = useHasElapsed(CHECKOUT_CONFIRMATION_PATIENCE_MS);
  if (confirmed) return <Navigate to={PATHS.paymentSuccess} replace />;
  return (
    <Center mih="60dvh">
      <Stack align="center" gap="sm" ta="center" maw={480}>
        <Loader aria-hidden />
        <Text role="status">Thank you! Your payment is being confirmed; your package starts in a moment.</Text>
        {isSlow ? (
          <Text c="dimmed">
            This is taking longer than usual. Your package starts as soon as the payment provider confirms it; you can{' '}
            <Anchor component={Link} to={PATHS.packages}>
              go back to the packages
            </Anchor>{' '}
            and look again in a few minutes.
          </Text>
        ) : null}
      </Stack>
    </Center>
  );
}
