import type { Kysely } from 'kysely';

/**
 * `media_items.moderation` says whether guests may see a capture: `approved`, `pending` (waiting
 * in the organiser's queue) or `rejected`. Every capture stored before moderation existed, and
 * every capture of an event that does not ask for approval, is `approved`. The index serves the
 * public pages, which read only approved items of an event newest first, and the queue's count.
 */
export function captureModerationMigration() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('media_items')
        .addColumn('moderation', 'text', (c) => c.notNull().defaultTo('approved'))
        .execute();
      await db.schema
        .createIndex('media_items_event_moderation')
        .on('media_items')
        .columns(['event_id', 'moderation', 'created_at', 'id'])
        .execute();
    },
  };
}
