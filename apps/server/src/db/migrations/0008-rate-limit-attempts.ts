import type { Kysely } from 'kysely';
import { withIdColumn } from '../columns.ts';
import type { DialectName } from '../database.ts';

/**
 * Rate limits count over a sliding window: each admitted attempt is a row that lapses one window
 * after it was made. Replaces the per-window counters, which let a burst through at every window
 * boundary; counts in flight are worth nothing once the window has moved, so none are carried over.
 */
export function rateLimitAttemptsMigration(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.dropTable('rate_limit_hits').execute();
      await withIdColumn(db.schema.createTable('rate_limit_attempts'), dialect)
        .addColumn('key', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('rate_limit_attempts_key_expiry')
        .on('rate_limit_attempts')
        .columns(['key', 'expires_at'])
        .execute();
    },
  };
}
