import type { CardFields, EventPaymentBody } from '@boothdeck/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PATHS } from '@/shared/config/paths';
import { useIdempotencyKey } from '@/shared/hooks/use-idempotency-key';
import { formatDollars } from '@/shared/lib/format-price';
import { useSessionStore } from '@/shared/session/session-store';
import { useFinaliseEvent } from '../api/finalise-event';
import { usePayForEvent } from '../api/pay-for-event';
import { useShowFinishedEvent } from './use-show-finished-event';

type Device = { id: number; name: string; price: number };

/**
 * Purchase Event: pays for the device once (one idempotency key per attempt), then finalises the
 * event, empties the draft and opens the list tab that holds it, confirming the charge. A finalise
 * that fails after payment is retried without paying again.
 */
export function usePurchaseEvent(eventId: number) {
  const navigate = useNavigate();
  const user = useSessionStore((state) => state.user);
  const payment = usePayForEvent();
  const finalise = useFinaliseEvent();
  const { keyFor, settle } = useIdempotencyKey();
  const showFinished = useShowFinishedEvent();
  const [paidFor, setPaidFor] = useState<Device | null>(null);

  const finish = (device: Device) =>
    finalise.mutate(eventId, {
      onSuccess: ({ event }) =>
        showFinished(event, 'Payment received', `${formatDollars(device.price)} charged for ${device.name}. `),
    });

  const purchase = (card: CardFields, device: Device) => {
    if (!user || payment.isPending || finalise.isPending) return;
    if (paidFor) {
      finish(paidFor);
      return;
    }
    const body: EventPaymentBody = {
      ...card,
      event_id: eventId,
      user_id: user.id,
      user_email: user.email,
      package_id: user.membership?.package_id,
      package_type: user.membership?.package_type,
      submittedData: { device: device.id, price: device.price },
    };
    payment.mutate(
      { body, idempotencyKey: keyFor(body) },
      {
        onError: (error) => settle(error),
        onSuccess: ({ card_info }) => {
          settle();
          // A reply without a charge goes back, without a message.
          if (!card_info.charge_id) {
            navigate(PATHS.eventSummary, { replace: true });
            return;
          }
          setPaidFor(device);
          finish(device);
        },
      },
    );
  };

  return {
    purchase,
    isPending: payment.isPending || finalise.isPending,
    paymentError: payment.error,
    finaliseError: finalise.error,
  };
}
