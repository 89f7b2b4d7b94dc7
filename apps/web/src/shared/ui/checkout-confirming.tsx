import { Anchor, Center, Loader, Stack, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link, type To } from 'react-router';
import { useHasElapsed } from '@/shared/hooks/use-has-elapsed';
import { FormAlert } from './form-alert';

/** After this long without the gateway's confirmation, the page says so and offers a way on. */
export const CHECKOUT_CONFIRMATION_PATIENCE_MS = 60_000;

type CheckoutConfirmingProps = {
  /** What takes effect once the payment is confirmed, as in 'your package starts in a moment'. */
  effect: string;
  /** Where the organiser may go meanwhile. */
  wayOut: To;
  error?: string | null;
};

/**
 * What a page the gateway's checkout sends the organiser back to shows while the payment is being
 * confirmed (the gateway's signed event has not reached the server yet), and after a minute a way on.
 */
export function CheckoutConfirming({ effect, wayOut, error = null }: CheckoutConfirmingProps) {
  useDocumentTitle('Confirming your payment | Boothdeck');
  const isSlow = useHasElapsed(CHECKOUT_CONFIRMATION_PATIENCE_MS);
  return (
    <Center mih="60dvh">
      <Stack align="center" gap="sm" ta="center" maw={480}>
        <FormAlert message={error} />
        <Loader aria-hidden />
        <Text role="status">Thank you! Your payment is being confirmed; {effect}.</Text>
        {isSlow ? (
          <Text c="dimmed">
            This is taking longer than usual. It happens as soon as the payment provider confirms the payment; you can{' '}
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
