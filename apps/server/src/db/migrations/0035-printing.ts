import { type Kysely, sql } from 'kysely';
import { withIdColumn } from '../columns.ts';
import type { DialectName } from '../database.ts';

/**
 * Printing. `print_jobs` holds each print a booth made or asked to make, once per event and
 * booth client id, with the booth's name at the time (the prints by booth outlive its session).
 * An installed catalogue gains the Printing feature, on every package but the free trial, placed
 * before the price row; a new install's catalogue is seeded with it.
 */
export function printingMigration(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>) {
      await withIdColumn(db.schema.createTable('print_jobs'), dialect)
        .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
        .addColumn('booth_session_id', 'integer')
        .addColumn('booth_name', 'text')
        .addColumn('client_id', 'text', (c) => c.notNull())
        .addColumn('media_client_id', 'text', (c) => c.notNull())
        .addColumn('copies', 'integer', (c) => c.notNull())
        .addColumn('offline', 'integer', (c) => c.notNull())
        .addColumn('printed_at', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('print_jobs_event_client', ['event_id', 'client_id'])
        .execute();
      await db.schema
        .createIndex('print_jobs_event_created')
        .on('print_jobs')
        .columns(['event_id', 'created_at'])
        .execute();

      const price = await sql<{ sort_order: number }>`
        SELECT sort_order FROM package_items WHERE kind = 'price' ORDER BY sort_order LIMIT 1`.execute(db);
      const priceOrder = price.rows[0]?.sort_order;
      if (priceOrder === undefined) return;
      await sql`UPDATE package_items SET sort_order = sort_order + 1 WHERE sort_order >= ${priceOrder}`.execute(db);
      await sql`INSERT INTO package_items (item_name, kind, feature, sort_order)
        VALUES ('Printing', 'feature', 'printing', ${priceOrder})`.execute(db);
      await sql`INSERT INTO package_item_values (package_item_id, our_package_id, value)
        SELECT i.id, p.id, CASE WHEN t.type = 'trial' THEN 'false' ELSE 'true' END
        FROM package_items i, our_packages p JOIN package_types t ON t.id = p.package_type_id
        WHERE i.feature = 'printing'`.execute(db);
    },
  };
}
