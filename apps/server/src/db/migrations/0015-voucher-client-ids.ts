import type { Kysely } from 'kysely';

/**
 * A booth's own id for each voucher it asks for, unique per event, so a request retried after a
 * lost reply finds the voucher it already made instead of taking another of the offer's uses.
 */
export function voucherClientIdsMigration() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('vouchers').addColumn('client_id', 'text').execute();
      await db.schema
        .createIndex('vouchers_event_client')
        .on('vouchers')
        .columns(['event_id', 'client_id'])
        .unique()
        .execute();
    },
  };
}
