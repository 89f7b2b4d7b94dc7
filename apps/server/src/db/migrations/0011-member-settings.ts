import type { Kysely } from 'kysely';
import { withIdColumn } from '../columns.ts';
import type { DialectName } from '../database.ts';

/**
 * One row of member settings per account (the exit-from-app switch). The PIN is kept only as
 * a hash; null until the member sets one.
 */
export function memberSettingsMigration(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>) {
      await withIdColumn(db.schema.createTable('member_settings'), dialect)
        .addColumn('user_id', 'integer', (c) => c.notNull().unique().references('users.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('active_status', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('pin_hash', 'text')
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
    },
  };
}
