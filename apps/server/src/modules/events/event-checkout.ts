/**
 * What the gateway's events do to an event's device bought on its checkout page: paid marks the
 * event paid (with the device), a whole refund marks it unpaid again. It is paid once, so there
 * are no renewals.
 */
import type { CheckoutHandlers } from '../../platform/payments/checkout-payments.ts';
import { nowIso } from '../../shared/clock.ts';
import type { EventsRepository } from './events.repository.ts';

/** The handler name of event payments: their purposes read `event:<event id>:<device id>`. */
export const EVENT_PURPOSE = 'event';

export const eventPurpose = (eventId: number, deviceId: number) => `${EVENT_PURPOSE}:${eventId}:${deviceId}`;

export function eventCheckoutHandlers(repository: EventsRepository): CheckoutHandlers {
  const nothing = async () => {};
  return {
    async paid(trx, payment) {
      const [, eventId, device] = payment.purpose.split(':').map(Number);
      // An event paid meanwhile by another payment stays as it is; the second payment is for an operator to refund.
      await repository.markPaid(
        trx,
        { userId: payment.user_id, eventId: eventId ?? 0 },
        { paymentId: payment.id, device: device ?? 0, nowIso: nowIso() },
      );
      return undefined;
    },
    refunded: (trx, payment) => repository.markUnpaid(trx, payment.id, nowIso()),
    renewalFailed: nothing,
    renewed: nothing,
  };
}
