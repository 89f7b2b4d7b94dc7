import type { Kysely } from 'kysely';
import { withIdColumn } from '../columns.ts';
import type { DialectName } from '../database.ts';

/**
 * Events, from the first wizard step to submission. Feature and option flags are JSON text
 * (null until their step is saved); the admin password is a kiosk PIN the details view shows,
 * so it is kept as text. Removal deletes the row: tables that hang off an event cascade.
 */
export function eventsMigration(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>) {
      await withIdColumn(db.schema.createTable('events'), dialect)
        .addColumn('uuid', 'text', (c) => c.notNull().unique())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('event_name', 'text', (c) => c.notNull())
        .addColumn('event_details', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('venue_name', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('time_zone', 'text', (c) => c.notNull())
        .addColumn('start_at', 'text', (c) => c.notNull())
        .addColumn('end_at', 'text', (c) => c.notNull())
        .addColumn('life_time', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('image_path', 'text')
        .addColumn('features', 'text')
        .addColumn('options', 'text')
        .addColumn('admin_password', 'text')
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('draft'))
        .addColumn('finalised_at', 'text')
        .addColumn('device', 'integer')
        .addColumn('paid_payment_id', 'integer', (c) => c.references('payments.id'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('events_user_status_start')
        .on('events')
        .columns(['user_id', 'status', 'start_at'])
        .execute();
      await db.schema
        .createIndex('events_user_status_end')
        .on('events')
        .columns(['user_id', 'status', 'end_at'])
        .execute();
    },
  };
}
