import type { Kysely } from 'kysely';

/**
 * One row per payment under way for one thing of one user. The primary key is what makes a
 * second, concurrent attempt fail to claim it, whichever process it runs in.
 */
export function paymentClaimsMigration() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('payment_claims')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('scope', 'text', (c) => c.notNull())
        .addColumn('token', 'text', (c) => c.notNull())
        .addColumn('idempotency_key', 'text')
        .addColumn('claimed_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('payment_claims_pk', ['user_id', 'scope'])
        .execute();
    },
  };
}
