/**
 * Charges a card once. Each attempt is a `payments` row (brand, last 4 and charge id only);
 * an idempotency key makes a repeated request (a double click, a retry) replay the first
 * attempt's outcome instead of charging again. What the payment buys is granted by `fulfil`
 * in the same transaction that records the success, so a replay never sees a paid,
 * unfulfilled payment.
 */
import { randomUUID } from 'node:crypto';
import { MESSAGES } from '@boothdeck/contract/messages';
import type { Kysely, Transaction } from 'kysely';
import { isUniqueViolation } from '../../db/errors.ts';
import type { Database, PaymentsTable } from '../../db/schema.ts';
import { AppError } from '../../shared/app-error.ts';
import { nowIso } from '../../shared/clock.ts';
import type { CardDetails, PaymentGateway } from './payment-gateway.ts';

export type PaymentRecord = {
  id: number;
  status: PaymentsTable['status'];
  amount_cents: number;
  currency: string;
  charge_id: string | null;
  card_brand: string | null;
  card_last4: string | null;
  failure_reason: string | null;
};

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

const REPLAY_WAIT_MS = 10_000;
const REPLAY_POLL_MS = 50;

function declined(reason: string): AppError {
  return new AppError('payment_declined', reason, { cardNumber: [reason] });
}

const PAYMENT_COLUMNS = [
  'id',
  'status',
  'amount_cents',
  'currency',
  'charge_id',
  'card_brand',
  'card_last4',
  'failure_reason',
] as const;

export function createCardPayments(options: { db: Kysely<Database>; gateway: PaymentGateway; currency: string }) {
  const { db, gateway, currency } = options;

  const findByKey = (userId: number, key: string) =>
    db
      .selectFrom('payments')
      .select(PAYMENT_COLUMNS)
      .where('user_id', '=', userId)
      .where('idempotency_key', '=', key)
      .executeTakeFirst();

  /** The outcome of an earlier attempt with the same key, waiting while it is still running. */
  async function replay(userId: number, key: string): Promise<PaymentRecord> {
    const deadline = Date.now() + REPLAY_WAIT_MS;
    for (;;) {
      const payment = await findByKey(userId, key);
      if (!payment) throw new AppError('payment_failed', MESSAGES.paymentFailed);
      if (payment.status === 'succeeded') return payment;
      if (payment.status === 'declined') throw declined(payment.failure_reason ?? MESSAGES.cardDeclined);
      if (payment.status === 'failed') throw new AppError('payment_failed', MESSAGES.paymentFailed);
      if (Date.now() > deadline) throw new AppError('conflict', MESSAGES.paymentInProgress);
      await new Promise((resolve) => setTimeout(resolve, REPLAY_POLL_MS));
    }
  }

  async function start(request: ChargeOnce, key: string): Promise<number | null> {
    const now = nowIso();
    try {
      const row = await db
        .insertInto('payments')
        .values({
          user_id: request.userId,
          purpose: request.purpose,
          amount_cents: request.amountCents,
          currency,
          gateway: gateway.name,
          status: 'pending',
          idempotency_key: key,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    } catch (error) {
      if (isUniqueViolation(error)) return null;
      throw error;
    }
  }

  async function markFailed(paymentId: number, reason: string, chargeId: string | null) {
    await db
      .updateTable('payments')
      .set({ status: 'failed', failure_reason: reason, charge_id: chargeId, updated_at: nowIso() })
      .where('id', '=', paymentId)
      .execute();
  }

  return {
    /** The outcome of an earlier request with this key, or null when the key is new. */
    async replayIfKnown(userId: number, key: string | undefined): Promise<PaymentRecord | null> {
      if (!key || !(await findByKey(userId, key))) return null;
      return replay(userId, key);
    },

    /** Charges the card and fulfils the purchase; returns the recorded payment, or replays an earlier one. */
    async charge(request: ChargeOnce): Promise<{ payment: PaymentRecord; replayed: boolean }> {
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
          await markFailed(paymentId, 'gateway error', null);
          throw new AppError('payment_failed', MESSAGES.paymentFailed);
        });

      if (outcome.status === 'declined') {
        await db
          .updateTable('payments')
          .set({
            status: 'declined',
            card_brand: outcome.brand,
            card_last4: outcome.last4,
            failure_reason: outcome.reason,
            updated_at: nowIso(),
          })
          .where('id', '=', paymentId)
          .execute();
        throw declined(outcome.reason);
      }

      const payment = await db
        .transaction()
        .execute(async (trx) => {
          const recorded = await trx
            .updateTable('payments')
            .set({
              status: 'succeeded',
              charge_id: outcome.chargeId,
              card_brand: outcome.brand,
              card_last4: outcome.last4,
              updated_at: nowIso(),
            })
            .where('id', '=', paymentId)
            .returning(PAYMENT_COLUMNS)
            .executeTakeFirstOrThrow();
          await request.fulfil(trx, recorded);
          return recorded;
        })
        .catch(async (error: unknown) => {
          // Charged but not granted: keep the charge id so the payment can be refunded.
          await markFailed(paymentId, 'charged but not fulfilled: refund due', outcome.chargeId);
          throw error;
        });
      return { payment, replayed: false };
    },
  };
}
