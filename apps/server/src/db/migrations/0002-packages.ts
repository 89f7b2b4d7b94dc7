import type { Kysely } from 'kysely';
import { withIdColumn } from '../columns.ts';
import type { DialectName } from '../database.ts';

/** The package catalogue (types, packages, items and their values), memberships and card payments. */
export function packagesMigration(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>) {
      await withIdColumn(db.schema.createTable('package_types'), dialect)
        .addColumn('type', 'text', (c) => c.notNull().unique())
        .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();

      await withIdColumn(db.schema.createTable('our_packages'), dialect)
        .addColumn('package_type_id', 'integer', (c) => c.notNull().references('package_types.id'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('validity', 'text')
        .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();

      await withIdColumn(db.schema.createTable('package_items'), dialect)
        .addColumn('item_name', 'text', (c) => c.notNull().unique())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('feature', 'text')
        .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();

      await withIdColumn(db.schema.createTable('package_item_values'), dialect)
        .addColumn('package_item_id', 'integer', (c) => c.notNull().references('package_items.id').onDelete('cascade'))
        .addColumn('our_package_id', 'integer', (c) => c.notNull().references('our_packages.id').onDelete('cascade'))
        .addColumn('value', 'text', (c) => c.notNull())
        .addUniqueConstraint('package_item_values_item_package', ['package_item_id', 'our_package_id'])
        .execute();
      await db.schema
        .createIndex('package_item_values_our_package_id')
        .on('package_item_values')
        .column('our_package_id')
        .execute();

      await withIdColumn(db.schema.createTable('payments'), dialect)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('purpose', 'text', (c) => c.notNull())
        .addColumn('amount_cents', 'integer', (c) => c.notNull())
        .addColumn('currency', 'text', (c) => c.notNull())
        .addColumn('gateway', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('idempotency_key', 'text')
        .addColumn('charge_id', 'text')
        .addColumn('card_brand', 'text')
        .addColumn('card_last4', 'text')
        .addColumn('failure_reason', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('payments_user_idempotency_key', ['user_id', 'idempotency_key'])
        .execute();

      await withIdColumn(db.schema.createTable('memberships'), dialect)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('our_package_id', 'integer', (c) => c.notNull().references('our_packages.id'))
        .addColumn('amount_cents', 'integer', (c) => c.notNull())
        .addColumn('sources', 'text')
        .addColumn('payment_id', 'integer', (c) => c.references('payments.id'))
        .addColumn('started_at', 'text', (c) => c.notNull())
        .addColumn('expire_at', 'text')
        .addColumn('ended_at', 'text')
        .execute();
      await db.schema
        .createIndex('memberships_user_current')
        .on('memberships')
        .columns(['user_id', 'ended_at'])
        .execute();

      await db.schema.alterTable('users').addColumn('trial_started_at', 'text').execute();
    },
  };
}
