/** `/event/device`: a single-package user picks the booth device and pays, and the event is finalised. */
import { DEVICES } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { Box, Grid, Paper, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { getErrorMessage } from '@/shared/api/api-error';
import { useEventCheckout } from '@/shared/api/payment-gateway';
import { PATHS } from '@/shared/config/paths';
import { useHostedCheckout } from '@/shared/hooks/use-hosted-checkout';
import { useSessionStore } from '@/shared/session/session-store';
import { BackButton } from '@/shared/ui/back-button';
import { CardForm } from '@/shared/ui/card-form/card-form';
import { CardPanel } from '@/shared/ui/card-form/card-panel';
import { FormAlert } from '@/shared/ui/form-alert';
import { HostedCheckoutPanel } from '@/shared/ui/hosted-checkout-panel';
import { LongText } from '@/shared/ui/long-text';
import { PaymentMethod } from '@/shared/ui/payment-method';
import { SimulatedPaymentsNotice } from '@/shared/ui/simulated-payments-notice';
import { DeviceChoice } from '../components/device-choice';
import { usePurchaseEvent } from '../hooks/use-purchase-event';
import { useDraftStore } from '../stores/draft-store';

function DevicePurchase({ eventId, eventName }: { eventId: number; eventName: string }) {
  const [deviceId, setDeviceId] = useState<number | null>(null);
  const [deviceError, setDeviceError] = useState<string | null>(null);
  const { purchase, isPending, paymentError, finaliseError } = usePurchaseEvent(eventId);
  const device = DEVICES.find((choice) => choice.id === deviceId);

  // Runs on every press of Purchase Event, even when the card itself still has errors to show.
  const checkDevice = () => setDeviceError(device ? null : MESSAGES.deviceRequired);
  const checkout = useHostedCheckout(useEventCheckout(), (user) => ({
    event_id: eventId,
    user_id: user.id,
    user_email: user.email,
    submittedData: { device: device?.id ?? 0 },
  }));
  const startCheckout = () => {
    checkDevice();
    if (device) checkout.start();
  };

  return (
    <Stack gap="lg" maw={960} mx="auto" w="100%">
      <Stack gap={4}>
        <Title order={1} fz="h2">
          Purchase Event
        </Title>
        <LongText c="dimmed">{`Choose the booth device for ${eventName || 'your event'} and pay by card.`}</LongText>
      </Stack>
      <SimulatedPaymentsNotice />
      <FormAlert message={finaliseError ? getErrorMessage(finaliseError) : null} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Paper withBorder radius="md" shadow="xs" p="lg">
            <DeviceChoice
              value={deviceId}
              onChange={(chosen) => {
                setDeviceId(chosen);
                setDeviceError(null);
              }}
              error={deviceError}
            />
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <PaymentMethod
            hosted={
              <HostedCheckoutPanel checkout={{ ...checkout, start: startCheckout }} backTo={PATHS.eventSummary} />
            }
            card={
              <CardPanel>
                <Box onSubmitCapture={checkDevice}>
                  <CardForm
                    submitLabel="Purchase Event"
                    onSubmit={(card) => device && purchase(card, device)}
                    isPending={isPending}
                    error={paymentError}
                  >
                    <BackButton label="Back To Previous Page" fallbackTo={PATHS.eventSummary} fullWidth />
                  </CardForm>
                </Box>
              </CardPanel>
            }
          />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

export function DevicePage() {
  useDocumentTitle('Purchase Event | Boothdeck');
  const isSinglePackage = useSessionStore((state) => state.user?.membership?.package_type === 'single');
  // Read once: paying empties the draft on the way out, which must not redirect this page.
  const [{ eventId, event_info }] = useState(() => useDraftStore.getState());
  const eventName = event_info?.event_name ?? '';

  if (!isSinglePackage) return <Navigate to={PATHS.eventSummary} replace />;
  if (eventId === null) return <Navigate to={{ pathname: PATHS.events, hash: 'draft' }} replace />;
  return <DevicePurchase eventId={eventId} eventName={eventName} />;
}
