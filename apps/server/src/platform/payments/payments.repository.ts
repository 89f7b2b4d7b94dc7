/** All SQL for card payments and for the claims that keep two payments for one thing apart. */
import type { Insertable, Kysely, Transaction } from 'kysely';
import { isUniqueViolation } from '../../db/errors.ts';
import type { Database } from '../../db/schema.ts';
import type { PaymentsTable } from './payments.tables.ts';

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

/** What the gateway said about a card, kept on the payment: never the number or the CVV. */
export type CardOutcome = { charge_id?: string | null; card_brand?: string; card_last4?: string };

export type ClaimRequest = {
  userId: number;
  scope: string;
  token: string;
  idempotencyKey: string | null;
  nowIso: string;
  /** A claim taken before this instant belongs to a request that died and may be taken over. */
  staleBeforeIso: string;
};

export type PendingPayment = {
  userId: number;
  purpose: string;
  amountCents: number;
  currency: string;
  gateway: string;
  idempotencyKey: string;
  nowIso: string;
};

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;

export function createPaymentsRepository(db: Kysely<Database>) {
  return {
    findByKey(userId: number, key: string): Promise<PaymentRecord | undefined> {
      return db
        .selectFrom('payments')
        .select(PAYMENT_COLUMNS)
        .where('user_id', '=', userId)
        .where('idempotency_key', '=', key)
        .executeTakeFirst();
    },

    /** The new pending payment's id, or null when this user already has a payment with this key. */
    async insertPending(payment: PendingPayment): Promise<number | null> {
      const row: Insertable<Database['payments']> = {
        user_id: payment.userId,
        purpose: payment.purpose,
        amount_cents: payment.amountCents,
        currency: payment.currency,
        gateway: payment.gateway,
        status: 'pending',
        idempotency_key: payment.idempotencyKey,
        created_at: payment.nowIso,
        updated_at: payment.nowIso,
      };
      try {
        const { id } = await db.insertInto('payments').values(row).returning('id').executeTakeFirstOrThrow();
        return id;
      } catch (error) {
        if (isUniqueViolation(error)) return null;
        throw error;
      }
    },

    async markFailed(paymentId: number, change: { reason: string; chargeId: string | null; nowIso: string }) {
      await db
        .updateTable('payments')
        .set({ status: 'failed', failure_reason: change.reason, charge_id: change.chargeId, updated_at: change.nowIso })
        .where('id', '=', paymentId)
        .execute();
    },

    async markDeclined(paymentId: number, change: CardOutcome & { reason: string; nowIso: string }) {
      await db
        .updateTable('payments')
        .set({
          status: 'declined',
          card_brand: change.card_brand,
          card_last4: change.card_last4,
          failure_reason: change.reason,
          updated_at: change.nowIso,
        })
        .where('id', '=', paymentId)
        .execute();
    },

    markSucceeded(
      trx: Transaction<Database>,
      paymentId: number,
      change: Required<CardOutcome> & { nowIso: string },
    ): Promise<PaymentRecord> {
      return trx
        .updateTable('payments')
        .set({
          status: 'succeeded',
          charge_id: change.charge_id,
          card_brand: change.card_brand,
          card_last4: change.card_last4,
          updated_at: change.nowIso,
        })
        .where('id', '=', paymentId)
        .returning(PAYMENT_COLUMNS)
        .executeTakeFirstOrThrow();
    },

    transaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
      return db.transaction().execute(work);
    },

    /**
     * Takes the user's claim on a scope in one statement: a new row, or a stale one taken over.
     * True when this request now holds it; false when another request does.
     */
    async takeClaim(claim: ClaimRequest): Promise<boolean> {
      const row = await db
        .insertInto('payment_claims')
        .values({
          user_id: claim.userId,
          scope: claim.scope,
          token: claim.token,
          idempotency_key: claim.idempotencyKey,
          claimed_at: claim.nowIso,
        })
        .onConflict((conflict) =>
          conflict
            .columns(['user_id', 'scope'])
            .doUpdateSet({ token: claim.token, idempotency_key: claim.idempotencyKey, claimed_at: claim.nowIso })
            .where('payment_claims.claimed_at', '<', claim.staleBeforeIso),
        )
        .returning('token')
        .executeTakeFirst();
      return row?.token === claim.token;
    },

    claimHolder(userId: number, scope: string): Promise<{ idempotency_key: string | null } | undefined> {
      return db
        .selectFrom('payment_claims')
        .select('idempotency_key')
        .where('user_id', '=', userId)
        .where('scope', '=', scope)
        .executeTakeFirst();
    },

    /** Lets go of a claim, unless another request has since taken it over. */
    async releaseClaim(userId: number, scope: string, token: string): Promise<void> {
      await db
        .deleteFrom('payment_claims')
        .where('user_id', '=', userId)
        .where('scope', '=', scope)
        .where('token', '=', token)
        .execute();
    },
  };
}
