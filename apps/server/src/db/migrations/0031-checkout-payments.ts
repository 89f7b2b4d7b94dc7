import type { Kysely } from 'kysely';

/**
 * Payments made through a hosted checkout (Stripe Checkout): the processor's ids that name each
 * payment (its session, payment intent, subscription and invoices), and the processor's events
 * already applied, so an event delivered twice is applied once.
 */
export function checkoutPaymentsMigration() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('payment_references')
        .addColumn('reference', 'text', (c) => c.primaryKey())
        .addColumn('payment_id', 'integer', (c) => c.notNull().references('payments.id').onDelete('cascade'))
        .execute();
      await db.schema.createIndex('payment_references_payment').on('payment_references').column('payment_id').execute();
      await db.schema
        .createTable('payment_gateway_events')
        .addColumn('gateway_event_id', 'text', (c) => c.primaryKey())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('received_at', 'text', (c) => c.notNull())
        .execute();
    },
  };
}
