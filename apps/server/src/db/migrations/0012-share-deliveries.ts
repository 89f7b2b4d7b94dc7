import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../database.ts';
import { type Counted, postgresTriggers, sqliteTriggers } from './0004-activity.ts';

/**
 * `shares` becomes the delivery ledger of the guests' e-mail and SMS shares: each row is
 * queued, then sent or failed (with the reason and how many attempts were made). Only sent
 * shares count in the analytics: a message that never left says nothing about the gallery's
 * reach. Every row before this migration was a share that happened (a download, a social
 * share), so they all start as sent and the counts kept so far stay right.
 *
 * The count triggers of 0004 are made again with that condition: a row counts from the moment
 * it is sent, and a change of state moves it in or out of its day's count.
 */
export const COUNTED_SHARES: Counted = {
  table: 'shares',
  metric: (row) => `'share:' || ${row}.channel`,
  where: (row) => `${row}.state = 'sent'`,
  keyColumns: 'event_id, created_at, channel, state',
};

const TRIGGER_NAMES = ['shares_counted', 'shares_uncounted', 'shares_recounted'];

export function dropShareTriggers(dialect: DialectName): string[] {
  if (dialect === 'sqlite') return TRIGGER_NAMES.map((name) => `DROP TRIGGER ${name}`);
  return TRIGGER_NAMES.flatMap((name) => [`DROP TRIGGER ${name} ON shares`, `DROP FUNCTION ${name}()`]);
}

export function shareDeliveriesMigration(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('shares')
        .addColumn('state', 'text', (c) => c.notNull().defaultTo('sent'))
        .execute();
      await db.schema
        .alterTable('shares')
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable('shares').addColumn('failure_reason', 'text').execute();
      await db.schema.alterTable('shares').addColumn('sent_at', 'text').execute();
      await db.schema.alterTable('shares').addColumn('updated_at', 'text').execute();
      // Start-up looks for deliveries a stop cut short; there are few of them at any time.
      await db.schema.createIndex('shares_state').on('shares').column('state').execute();

      const triggers = dialect === 'sqlite' ? sqliteTriggers : postgresTriggers;
      for (const statement of [...dropShareTriggers(dialect), ...triggers(COUNTED_SHARES)]) {
        await sql.raw(statement).execute(db);
      }
    },
  };
}
