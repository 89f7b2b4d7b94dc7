/** All SQL for payments made through a hosted checkout: the processor's references and its events. */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { PaymentStatus } from './payments.tables.ts';

/** A payment as a webhook event finds it: enough to tell its owner what became of it. */
export type CheckoutPayment = {
  id: number;
  user_id: number;
  purpose: string;
  status: PaymentStatus;
  amount_cents: number;
};

const COLUMNS = ['p.id', 'p.user_id', 'p.purpose', 'p.status', 'p.amount_cents'] as const;

export type CheckoutRepository = ReturnType<typeof createCheckoutRepository>;

export function createCheckoutRepository(db: Kysely<Database>) {
  return {
    /** True the first time an event is seen; false when it was applied before. */
    async recordEvent(trx: Transaction<Database>, event: { id: string; type: string; nowIso: string }) {
      const row = await trx
        .insertInto('payment_gateway_events')
        .values({ gateway_event_id: event.id, type: event.type, received_at: event.nowIso })
        .onConflict((conflict) => conflict.column('gateway_event_id').doNothing())
        .returning('gateway_event_id')
        .executeTakeFirst();
      return row !== undefined;
    },

    /** The payment one of these processor ids names. */
    byReference(trx: Transaction<Database>, references: string[]): Promise<CheckoutPayment | undefined> {
      if (references.length === 0) return Promise.resolve(undefined);
      return trx
        .selectFrom('payment_references as r')
        .innerJoin('payments as p', 'p.id', 'r.payment_id')
        .select(COLUMNS)
        .where('r.reference', 'in', references)
        .executeTakeFirst();
    },

    async referencesOf(paymentId: number): Promise<string[]> {
      const rows = await db
        .selectFrom('payment_references')
        .select('reference')
        .where('payment_id', '=', paymentId)
        .execute();
      return rows.map((row) => row.reference);
    },

    async addReferences(trx: Transaction<Database>, paymentId: number, references: string[]): Promise<void> {
      if (references.length === 0) return;
      await trx
        .insertInto('payment_references')
        .values(references.map((reference) => ({ reference, payment_id: paymentId })))
        .onConflict((conflict) => conflict.column('reference').doNothing())
        .execute();
    },

    async setStatus(
      trx: Transaction<Database>,
      paymentId: number,
      change: { status: PaymentStatus; chargeId?: string; nowIso: string },
    ): Promise<void> {
      await trx
        .updateTable('payments')
        .set({
          status: change.status,
          ...(change.chargeId ? { charge_id: change.chargeId } : {}),
          updated_at: change.nowIso,
        })
        .where('id', '=', paymentId)
        .execute();
    },

    transaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
      return db.transaction().execute(work);
    },
  };
}
