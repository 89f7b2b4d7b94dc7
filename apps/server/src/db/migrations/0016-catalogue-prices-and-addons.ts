import type { Kysely } from 'kysely';
import { withIdColumn } from '../columns.ts';
import type { DialectName } from '../database.ts';

/** What the shipped catalogue charges for things that are not packages, in dollars as text like package prices. */
export const SEEDED_PRICES = [
  { code: 'sms_segment', name: 'SMS segment', price: '0.08', currency: 'AUD' },
  { code: 'data_capture_addon', name: 'Data Capture add-on', price: '29', currency: 'AUD' },
] as const;

/**
 * Catalogue prices that belong to no package (an SMS segment, the Data Capture add-on), kept
 * as rows an operator can change like the package prices; and the add-ons bought for one
 * membership, which end with it.
 */
export function cataloguePricesAndAddonsMigration(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>) {
      await withIdColumn(db.schema.createTable('catalogue_prices'), dialect)
        .addColumn('code', 'text', (c) => c.notNull().unique())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('price', 'text', (c) => c.notNull())
        .addColumn('currency', 'text', (c) => c.notNull())
        .execute();
      await db
        .insertInto('catalogue_prices' as never)
        .values(SEEDED_PRICES.map((row) => ({ ...row })) as never)
        .execute();

      await withIdColumn(db.schema.createTable('membership_addons'), dialect)
        .addColumn('membership_id', 'integer', (c) => c.notNull().references('memberships.id').onDelete('cascade'))
        .addColumn('addon', 'text', (c) => c.notNull())
        .addColumn('payment_id', 'integer', (c) => c.references('payments.id'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('membership_addons_membership_addon', ['membership_id', 'addon'])
        .execute();
    },
  };
}
