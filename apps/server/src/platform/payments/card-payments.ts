/**
 * Charges a card once. Each attempt is a `payments` row (brand, last 4 and charge id only);
 * an idempotency key makes a repeated request (a double click, a retry) replay the first
 * attempt's outcome instead of charging again. What the payment buys is granted by `fulfil`
 * in the same transaction that records the success, so a replay never sees a paid,
 * unfulfilled payment. `exclusively` keeps concurrent attempts without a key from each charging.
 */
import { randomUUID } from 'node:crypto';
import { PAYMENT_MESSAGES } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../shared/app-error.ts';
import { nowIso } from '../../shared/clock.ts';
import { createPaymentClaims, pause, SAME_REQUEST_POLL_MS, SAME_REQUEST_WAIT_MS } from './payment-claims.ts';
import type { CardDetails, PaymentGateway } from './payment-gateway.ts';
import { createPaymentsRepository, type PaymentRecord } from './payments.repository.ts';

export type { PaymentRecord } from './payments.repository.ts';

export type ChargeOnce = {
  userId: number;
  purpose: string;
  amountCents: number;
  card: CardDetails;
  description: string;
  idempotencyKey?: string | undefined;
  fulfil: (trx: Transaction<Database>, payment: PaymentRecord) => Promise<void>;
};

export type CardPayments = ReturnType<typeof createCardPayments>;

function declined(reason: string): AppError {
  return new AppError('payment_declined', reason, { cardNumber: [reason] });
}

export function createCardPayments(options: {
  db: Kysely<Database>;
  gateway: PaymentGateway;
  currency: string;
  /** Whether the simulated (test) gateway may take payments at all; default true. */
  allowSimulated?: boolean;
}) {
  const { gateway, currency } = options;
  const repository = createPaymentsRepository(options.db);
  const claims = createPaymentClaims(repository);

  /** The outcome of an earlier attempt with the same key, waiting while it is still running. */
  async function replay(userId: number, key: string): Promise<PaymentRecord> {
    const deadline = Date.now() + SAME_REQUEST_WAIT_MS;
    for (;;) {
      const payment = await repository.findByKey(userId, key);
      if (!payment) throw new AppError('payment_failed', MESSAGES.paymentFailed);
      if (payment.status === 'succeeded') return payment;
      if (payment.status === 'declined') throw declined(payment.failure_reason ?? MESSAGES.cardDeclined);
      if (payment.status === 'failed') throw new AppError('payment_failed', MESSAGES.paymentFailed);
      if (Date.now() > deadline) throw new AppError('conflict', MESSAGES.paymentInProgress);
      await pause(SAME_REQUEST_POLL_MS);
    }
  }

  function start(request: ChargeOnce, key: string): Promise<number | null> {
    const { userId, purpose, amountCents } = request;
    return repository.insertPending({
      userId,
      purpose,
      amountCents,
      currency,
      gateway: gateway.name,
      idempotencyKey: key,
      nowIso: nowIso(),
    });
  }

  /** Refuses a card payment when cards go through a hosted checkout, or when simulated payments are off. */
  function checkCardFormAllowed(): void {
    if (gateway.checkout) throw new AppError('conflict', PAYMENT_MESSAGES.useCheckout);
    if (gateway.simulated && options.allowSimulated === false) {
      throw new AppError('forbidden', PAYMENT_MESSAGES.simulatedRefused);
    }
  }

  return {
    checkCardFormAllowed,

    /**
     * Runs the checks, the charge and the grant of one purchase while no other payment for the
     * same thing (`scope`) of this user runs; a concurrent one is refused, not charged.
     */
    exclusively: claims.hold,

    /** The outcome of an earlier request with this key, or null when the key is new. */
    async replayIfKnown(userId: number, key: string | undefined): Promise<PaymentRecord | null> {
      if (!key || !(await repository.findByKey(userId, key))) return null;
      return replay(userId, key);
    },

    /** Charges the card and fulfils the purchase; returns the recorded payment, or replays an earlier one. */
    async charge(request: ChargeOnce): Promise<{ payment: PaymentRecord; replayed: boolean }> {
      checkCardFormAllowed();
      const key = request.idempotencyKey ?? randomUUID();
      const paymentId = await start(request, key);
      if (paymentId === null) return { payment: await replay(request.userId, key), replayed: true };

      const outcome = await gateway
        .charge({
          amountCents: request.amountCents,
          currency,
          card: request.card,
          description: request.description,
          idempotencyKey: `${request.userId}:${key}`,
        })
        .catch(async () => {
          await repository.markFailed(paymentId, { reason: 'gateway error', chargeId: null, nowIso: nowIso() });
          throw new AppError('payment_failed', MESSAGES.paymentFailed);
        });

      if (outcome.status === 'declined') {
        await repository.markDeclined(paymentId, {
          card_brand: outcome.brand,
          card_last4: outcome.last4,
          reason: outcome.reason,
          nowIso: nowIso(),
        });
        throw declined(outcome.reason);
      }

      const payment = await repository
        .transaction(async (trx) => {
          const recorded = await repository.markSucceeded(trx, paymentId, {
            charge_id: outcome.chargeId,
            card_brand: outcome.brand,
            card_last4: outcome.last4,
            nowIso: nowIso(),
          });
          await request.fulfil(trx, recorded);
          return recorded;
        })
        .catch(async (error: unknown) => {
          // Charged but not granted: keep the charge id so the payment can be refunded.
          await repository.markFailed(paymentId, {
            reason: 'charged but not fulfilled: refund due',
            chargeId: outcome.chargeId,
            nowIso: nowIso(),
          });
          throw error;
        });
      return { payment, replayed: false };
    },
  };
}
