import type { Kysely } from 'kysely';

/**
 * `webhook_endpoints.event_id` limits an endpoint to one of its organiser's events: it is sent
 * only what happens at that event, and goes when the event goes. Null (every endpoint made
 * before this) means every one of the organiser's events.
 */
export function webhookEndpointEventsMigration() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('webhook_endpoints')
        .addColumn('event_id', 'integer', (c) => c.references('events.id').onDelete('cascade'))
        .execute();
      await db.schema.createIndex('webhook_endpoints_event').on('webhook_endpoints').column('event_id').execute();
    },
  };
}
