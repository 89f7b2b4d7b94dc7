/**
 * POST event-payment: a single-package organiser buys a device for one event. The price is
 * the device's from the fixed list, never the client's; the event is marked paid in the same
 * transaction that records the charge, and a repeated request with the same key charges once.
 */
import {
  CHECKOUT_RETURN_PATHS,
  type CheckoutReply,
  CURRENCY,
  DEVICES,
  type EventPaymentReply,
  type eventCheckoutBodySchema,
  type eventPaymentBodySchema,
} from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import type { z } from 'zod';
import type { CardPayments, PaymentRecord } from '../../platform/payments/card-payments.ts';
import type { CheckoutPayments } from '../../platform/payments/checkout-payments.ts';
import { startCheckoutPurchase } from '../../platform/payments/checkout-purchase.ts';
import { AppError } from '../../shared/app-error.ts';
import { nowIso } from '../../shared/clock.ts';
import type { AccountRow } from '../accounts/index.ts';
import type { PlanGate } from '../packages/index.ts';
import { EVENT_PURPOSE, eventCheckoutHandlers, eventPurpose } from './event-checkout.ts';
import type { EventsRepository } from './events.repository.ts';

type Dependencies = {
  repository: EventsRepository;
  cardPayments: CardPayments;
  checkoutPayments: CheckoutPayments;
  planGate: PlanGate;
  appUrl: string;
};

/** The caller's own account only: the page sends its id and e-mail along. */
function requireOwnAccount(account: AccountRow, body: { user_id: number; user_email: string }) {
  if (body.user_id !== account.id || body.user_email.trim().toLowerCase() !== account.email) {
    throw new AppError('forbidden', MESSAGES.notYourAccount);
  }
}

export type EventPaymentService = ReturnType<typeof createEventPaymentService>;

function paidReply(payment: PaymentRecord): EventPaymentReply {
  return {
    card_info: {
      charge_id: payment.charge_id ?? '',
      brand: payment.card_brand,
      last4: payment.card_last4,
      amount: payment.amount_cents / 100,
      currency: payment.currency || CURRENCY,
    },
  };
}

export function createEventPaymentService({
  repository,
  cardPayments,
  checkoutPayments,
  planGate,
  appUrl,
}: Dependencies) {
  /** The organiser's own unpaid event and the device chosen for it; refused as the payment would be. */
  async function payable(account: AccountRow, eventId: number, deviceId: number) {
    const event = await repository.findOwned(account.id, eventId);
    if (!event) throw new AppError('not_found', MESSAGES.notFound);
    const { membership } = await planGate.membershipOf(account.id);
    if (membership?.package_type !== 'single') throw new AppError('forbidden', MESSAGES.eventPaymentNotNeeded);
    if (event.paid_payment_id !== null) throw new AppError('conflict', MESSAGES.eventAlreadyPaid);
    const device = DEVICES.find((entry) => entry.id === deviceId);
    if (!device) throw AppError.validation('submittedData.device', MESSAGES.deviceRequired);
    return { event, device };
  }

  checkoutPayments.handle(EVENT_PURPOSE, eventCheckoutHandlers(repository));

  async function payWhileClaimed(
    account: AccountRow,
    body: z.output<typeof eventPaymentBodySchema>,
    idempotencyKey: string | undefined,
  ): Promise<EventPaymentReply> {
    const earlier = await cardPayments.replayIfKnown(account.id, idempotencyKey);
    if (earlier) return paidReply(earlier);

    const { event, device } = await payable(account, body.event_id, body.submittedData.device);

    const { payment } = await cardPayments.charge({
      userId: account.id,
      purpose: `event:${event.id}`,
      amountCents: device.price * 100,
      description: `Boothdeck event ${event.uuid}, ${device.name}`,
      idempotencyKey,
      card: {
        number: body.cardNumber,
        holderName: body.cardholderName,
        expiryMonth: body.expiryMonth,
        expiryYear: body.expiryYear,
        cvv: body.cvvNumber,
      },
      fulfil: async (trx, recorded) => {
        const where = { userId: account.id, eventId: event.id };
        const isMarked = await repository.markPaid(trx, where, {
          paymentId: recorded.id,
          device: device.id,
          nowIso: nowIso(),
        });
        if (!isMarked) throw new AppError('conflict', MESSAGES.eventAlreadyPaid);
      },
    });
    return paidReply(payment);
  }

  return {
    /** The device on the gateway's checkout page: the reply is its address; the event is paid once the gateway says so. */
    async checkout(
      account: AccountRow,
      body: z.output<typeof eventCheckoutBodySchema>,
      idempotencyKey: string | undefined,
    ): Promise<CheckoutReply> {
      requireOwnAccount(account, body);
      const { event, device } = await payable(account, body.event_id, body.submittedData.device);
      return startCheckoutPurchase({
        account,
        checkout: checkoutPayments,
        appUrl,
        idempotencyKey,
        purpose: eventPurpose(event.id, device.id),
        amountCents: device.price * 100,
        name: `event ${event.uuid}, ${device.name}`,
        recurring: null,
        returnPaths: CHECKOUT_RETURN_PATHS.event,
      });
    },

    /** One payment per event at a time: a concurrent second one is refused before its card is charged. */
    async pay(
      account: AccountRow,
      body: z.output<typeof eventPaymentBodySchema>,
      idempotencyKey: string | undefined,
    ): Promise<EventPaymentReply> {
      requireOwnAccount(account, body);
      return cardPayments.exclusively({ userId: account.id, scope: `event:${body.event_id}`, idempotencyKey }, () =>
        payWhileClaimed(account, body, idempotencyKey),
      );
    },
  };
}
