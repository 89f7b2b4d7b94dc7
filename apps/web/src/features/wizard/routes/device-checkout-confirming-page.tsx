/**
 * `/event/device/confirming`: where the gateway's checkout page sends a single-package organiser
 * once they have paid for the event's device. The event is paid when the gateway's signed event
 * reaches the server, usually within seconds: this page reads the event every second until then,
 * then finalises it as a card payment would.
 */
import { queryKeyOf } from '@boothdeck/client';
import { eventEndpoints } from '@boothdeck/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Navigate } from 'react-router';
import { getErrorMessage } from '@/shared/api/api-error';
import { getEvent } from '@/shared/api/get-event';
import { PATHS } from '@/shared/config/paths';
import { CheckoutConfirming } from '@/shared/ui/checkout-confirming';
import { useFinaliseEvent } from '../api/finalise-event';
import { useShowFinishedEvent } from '../hooks/use-show-finished-event';
import { useDraftStore } from '../stores/draft-store';

/** How often the event is read again while the payment is being confirmed. */
const PAID_POLL_MS = 1000;

function ConfirmingDevicePayment({ eventId }: { eventId: number }) {
  const event = useQuery({
    queryKey: queryKeyOf(eventEndpoints.show, { params: { id: eventId } }),
    queryFn: ({ signal }) => getEvent(eventId, signal),
    refetchInterval: (query) => (query.state.data?.event.is_paid ? false : PAID_POLL_MS),
  });
  const finalise = useFinaliseEvent();
  const showFinished = useShowFinishedEvent();
  const isPaid = event.data?.event.is_paid === true;

  useEffect(() => {
    if (!isPaid || !finalise.isIdle) return;
    finalise.mutate(eventId, { onSuccess: ({ event: finished }) => showFinished(finished, 'Payment received') });
  }, [isPaid, finalise, eventId, showFinished]);

  return (
    <CheckoutConfirming
      effect="your event goes live in a moment"
      wayOut={{ pathname: PATHS.events, hash: 'draft' }}
      error={finalise.error ? getErrorMessage(finalise.error) : null}
    />
  );
}

export function DeviceCheckoutConfirmingPage() {
  // Read once: finalising empties the draft on the way out, which must not redirect this page.
  const [{ eventId }] = useState(() => useDraftStore.getState());
  if (eventId === null) return <Navigate to={{ pathname: PATHS.events, hash: 'draft' }} replace />;
  return <ConfirmingDevicePayment eventId={eventId} />;
}
