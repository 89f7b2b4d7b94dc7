import { Button, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { getErrorMessage } from '@/shared/api/api-error';
import type { HostedCheckout } from '@/shared/hooks/use-hosted-checkout';
import { BackButton } from '@/shared/ui/back-button';
import { CardPanel } from '@/shared/ui/card-form/card-panel';
import { FormAlert } from '@/shared/ui/form-alert';

/** In place of the card form when the server takes cards on the gateway's own page (Stripe Checkout). */
export function HostedCheckoutPanel({ checkout, backTo }: { checkout: HostedCheckout; backTo: string }) {
  const { start, isPending, error } = checkout;
  return (
    <CardPanel title="Secure checkout">
      <Text>
        You enter your card on our payment provider's secure page; it never passes through Boothdeck. You come back here
        once you have paid.
      </Text>
      <FormAlert message={error ? getErrorMessage(error) : null} />
      <Button leftSection={<IconLock size={18} aria-hidden />} onClick={start} loading={isPending} fullWidth>
        Continue to secure checkout
      </Button>
      <BackButton label="Back To Previous Page" fallbackTo={backTo} fullWidth />
    </CardPanel>
  );
}
