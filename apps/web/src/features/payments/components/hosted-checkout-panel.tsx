import type { PackageSummary } from '@boothdeck/contract';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { getErrorMessage } from '@/shared/api/api-error';
import { PATHS } from '@/shared/config/paths';
import { BackButton } from '@/shared/ui/back-button';
import { FormAlert } from '@/shared/ui/form-alert';
import { useHostedCheckout } from '../hooks/use-hosted-checkout';

/** In place of the card form when the server takes cards on the gateway's own page (Stripe Checkout). */
export function HostedCheckoutPanel({ choice }: { choice: PackageSummary }) {
  const { start, isPending, error } = useHostedCheckout(choice);
  return (
    <Paper withBorder radius="md" shadow="xs" p="lg">
      <Stack gap="md">
        <Title order={2} fz="h4">
          Secure checkout
        </Title>
        <Text>
          You enter your card on our payment provider's secure page; it never passes through Boothdeck. You come back
          here once you have paid.
        </Text>
        <FormAlert message={error ? getErrorMessage(error) : null} />
        <Button leftSection={<IconLock size={18} aria-hidden />} onClick={start} loading={isPending} fullWidth>
          Continue to secure checkout
        </Button>
        <BackButton label="Back To Previous Page" fallbackTo={PATHS.packages} fullWidth />
      </Stack>
    </Paper>
  );
}
