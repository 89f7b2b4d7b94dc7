import type { PackageSummary } from '@boothdeck/contract';
import { Grid, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Navigate, useLocation } from 'react-router';
import { useMembershipCheckout } from '@/shared/api/payment-gateway';
import { PATHS } from '@/shared/config/paths';
import { useHostedCheckout } from '@/shared/hooks/use-hosted-checkout';
import { readPackageChoice } from '@/shared/lib/package-choice';
import { BackButton } from '@/shared/ui/back-button';
import { CardForm } from '@/shared/ui/card-form/card-form';
import { CardPanel } from '@/shared/ui/card-form/card-panel';
import { HostedCheckoutPanel } from '@/shared/ui/hosted-checkout-panel';
import { PaymentMethod } from '@/shared/ui/payment-method';
import { SimulatedPaymentsNotice } from '@/shared/ui/simulated-payments-notice';
import { PaymentSummary } from '../components/payment-summary';
import { useSubscribe } from '../hooks/use-subscribe';

function CardCheckout({ choice }: { choice: PackageSummary }) {
  const { subscribe, isPending, error } = useSubscribe(choice);
  return (
    <CardPanel>
      <CardForm submitLabel="Subscribe" onSubmit={subscribe} isPending={isPending} error={error}>
        <BackButton label="Back To Previous Page" fallbackTo={PATHS.packages} fullWidth />
      </CardForm>
    </CardPanel>
  );
}

function PackageHostedCheckout({ choice }: { choice: PackageSummary }) {
  const checkout = useHostedCheckout(useMembershipCheckout(), (user) => ({
    user_id: user.id,
    user_email: user.email,
    submittedData: { package: choice.id },
  }));
  return <HostedCheckoutPanel checkout={checkout} backTo={PATHS.packages} />;
}

function Checkout({ choice }: { choice: PackageSummary }) {
  return (
    <Stack gap="lg" maw={960} mx="auto" w="100%">
      <Stack gap={4}>
        <Title order={1} fz="h2">
          Payment
        </Title>
        <Text c="dimmed">Subscribe to {choice.name} with a credit or debit card.</Text>
      </Stack>
      <SimulatedPaymentsNotice />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <PaymentSummary choice={choice} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <PaymentMethod hosted={<PackageHostedCheckout choice={choice} />} card={<CardCheckout choice={choice} />} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/** `/event/payment`: pay for the monthly or yearly package chosen on the subscription page. */
export function PaymentPage() {
  useDocumentTitle('Payment | Boothdeck');
  const { state } = useLocation();
  const choice = readPackageChoice(state);
  if (!choice) return <Navigate to={PATHS.packages} replace />;
  return <Checkout choice={choice} />;
}
