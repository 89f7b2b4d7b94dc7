import type { Kysely } from 'kysely';

/**
 * The booth session that issued each voucher, as leads and captures keep theirs: a retry with the
 * voucher's client id is answered only to that booth, and another booth sending the same client id
 * is told it names another booth's voucher. Vouchers issued before this have none.
 */
export function voucherBoothSessionsMigration() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('vouchers').addColumn('booth_session_id', 'integer').execute();
    },
  };
}
