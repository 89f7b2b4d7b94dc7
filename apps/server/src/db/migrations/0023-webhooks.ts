import type { Kysely } from 'kysely';
import { withIdColumn } from '../columns.ts';
import type { DialectName } from '../database.ts';

/**
 * Webhooks. `webhook_endpoints` are the addresses an organiser registered, each with the secret
 * that signs what is sent to it (kept as it is, since it must sign; never answered after the
 * endpoint is made). `webhook_events` is the outbox of things that happened: a row is written
 * right after the change it describes and its body is made once, by a background job, so every
 * attempt sends the same bytes under the same id. `webhook_deliveries` is one row per event and
 * endpoint (unique), its attempts counted on the row: the endpoint's delivery log. An event
 * goes with its organiser's event (a lead's answers are never kept longer than the lead).
 */
export function webhooksMigration(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>) {
      await withIdColumn(db.schema.createTable('webhook_endpoints'), dialect)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('url', 'text', (c) => c.notNull())
        .addColumn('event_type', 'text')
        .addColumn('secret', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('webhook_endpoints_user').on('webhook_endpoints').column('user_id').execute();

      await db.schema
        .createTable('webhook_events')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('subject_id', 'integer')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('event_id', 'integer', (c) => c.references('events.id').onDelete('cascade'))
        .addColumn('state', 'text', (c) => c.notNull().defaultTo('pending'))
        .addColumn('payload', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('webhook_events_subject')
        .on('webhook_events')
        .columns(['type', 'subject_id'])
        .unique()
        .execute();
      await db.schema.createIndex('webhook_events_state').on('webhook_events').column('state').execute();
      await db.schema.createIndex('webhook_events_event').on('webhook_events').column('event_id').execute();

      await withIdColumn(db.schema.createTable('webhook_deliveries'), dialect)
        .addColumn('endpoint_id', 'integer', (c) => c.notNull().references('webhook_endpoints.id').onDelete('cascade'))
        .addColumn('webhook_event_id', 'text', (c) => c.notNull().references('webhook_events.id').onDelete('cascade'))
        .addColumn('state', 'text', (c) => c.notNull().defaultTo('queued'))
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('response_status', 'integer')
        .addColumn('failure_reason', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('attempted_at', 'text')
        .addColumn('delivered_at', 'text')
        .execute();
      await db.schema
        .createIndex('webhook_deliveries_endpoint_event')
        .on('webhook_deliveries')
        .columns(['endpoint_id', 'webhook_event_id'])
        .unique()
        .execute();
      await db.schema
        .createIndex('webhook_deliveries_state')
        .on('webhook_deliveries')
        .columns(['state', 'id'])
        .execute();
      await db.schema
        .createIndex('webhook_deliveries_event')
        .on('webhook_deliveries')
        .column('webhook_event_id')
        .execute();
    },
  };
}
