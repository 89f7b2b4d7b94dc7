import type { DataCaptureOffer } from '@boothdeck/contract';
import { Alert, Anchor, Button, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from 'react-router';
import { getErrorMessage } from '@/shared/api/api-error';
import { useDataCaptureCheckout } from '@/shared/api/payment-gateway';
import { PATHS } from '@/shared/config/paths';
import { useHostedCheckout } from '@/shared/hooks/use-hosted-checkout';
import { BackButton } from '@/shared/ui/back-button';
import { CardForm } from '@/shared/ui/card-form/card-form';
import { CardPanel } from '@/shared/ui/card-form/card-panel';
import { FormAlert } from '@/shared/ui/form-alert';
import { HostedCheckoutPanel } from '@/shared/ui/hosted-checkout-panel';
import { PageLoader } from '@/shared/ui/page-loader';
import { PaymentMethod } from '@/shared/ui/payment-method';
import { SimulatedPaymentsNotice } from '@/shared/ui/simulated-payments-notice';
import { useDataCaptureOffer } from '../api/data-capture-payment';
import { DataCaptureSummary } from '../components/data-capture-summary';
import { usePurchaseData } from '../hooks/use-purchase-data';

/** Why a member is asked to pay here: Data Management (the leads list) sends a plan without data capture to this page. */
function WhyDataCapture() {
  return (
    <Paper component="section" aria-labelledby="why-data-capture" withBorder radius="md" p="lg" bg="blue.0">
      <Stack gap={6}>
        <Title id="why-data-capture" order={2} fz="h4">
          Your package does not include data capture
        </Title>
        <Text size="sm">
          Data Management is where the leads your booths collect are kept: the names, e-mails and mobile numbers guests
          enter on your event's sign-up form, with their consent to your messages. To collect and use them, add data
          capture to your package below, or{' '}
          <Anchor component={Link} to={PATHS.packages} inherit>
            choose a package that includes it
          </Anchor>
          .
        </Text>
      </Stack>
    </Paper>
  );
}

function CardCheckout({ offer }: { offer: DataCaptureOffer }) {
  const { purchaseData, isPending, error } = usePurchaseData(offer);
  return (
    <CardPanel>
      <CardForm submitLabel="Purchase Data" onSubmit={purchaseData} isPending={isPending} error={error}>
        <BackButton label="Back To Previous Page" fallbackTo={PATHS.dashboard} fullWidth />
      </CardForm>
    </CardPanel>
  );
}

function AddonHostedCheckout() {
  const checkout = useHostedCheckout(useDataCaptureCheckout(), (user) => ({
    user_id: user.id,
    user_email: user.email,
  }));
  return <HostedCheckoutPanel checkout={checkout} backTo={PATHS.dashboard} />;
}

function Checkout({ offer }: { offer: DataCaptureOffer }) {
  return (
    <Stack gap="lg">
      <WhyDataCapture />
      <SimulatedPaymentsNotice />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <DataCaptureSummary offer={offer} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <PaymentMethod hosted={<AddonHostedCheckout />} card={<CardCheckout offer={offer} />} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/** Why the add-on cannot be bought, and the way on: data capture itself, or choosing a package. */
function NotForSale({ offer }: { offer: DataCaptureOffer }) {
  const isOn = offer.data_capture;
  return (
    <Alert color={isOn ? 'teal' : 'orange'} variant="light" title={offer.refusal} maw={640}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          {isOn
            ? 'You can collect leads at your events now.'
            : 'Data capture comes with the Single Event and Pro packages.'}
        </Text>
        <Group gap="sm">
          {isOn ? (
            <Button component={Link} to={PATHS.dataCapture}>
              Go to data capture
            </Button>
          ) : (
            <Button component={Link} to={PATHS.packages}>
              Choose a package
            </Button>
          )}
          <BackButton label="Back To Previous Page" fallbackTo={PATHS.dashboard} />
        </Group>
      </Stack>
    </Alert>
  );
}

/** `/data-capture/payment`: buy the Data Capture add-on by card for the rest of the current package. */
export function DataCapturePaymentPage() {
  useDocumentTitle('Purchase Data Capture | Boothdeck');
  const offer = useDataCaptureOffer();
  return (
    <Stack gap="lg" maw={960} mx="auto" w="100%">
      <Stack gap={4}>
        <Title order={1} fz="h2">
          Data Capture
        </Title>
        <Text c="dimmed">Add data capture to your package with a credit or debit card.</Text>
      </Stack>
      {offer.isPending ? (
        <PageLoader />
      ) : offer.isError ? (
        <Stack gap="sm" align="flex-start">
          <FormAlert message={getErrorMessage(offer.error)} />
          <Button variant="light" onClick={() => offer.refetch()}>
            Try again
          </Button>
        </Stack>
      ) : offer.data.refusal ? (
        <NotForSale offer={offer.data} />
      ) : (
        <Checkout offer={offer.data} />
      )}
    </Stack>
  );
}
