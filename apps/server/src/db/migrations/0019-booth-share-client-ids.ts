import type { Kysely } from 'kysely';

/**
 * A booth's own id for each e-mail or SMS share it asks for, unique per event and channel (one
 * request may send both), so a request retried after a lost reply finds the messages it already
 * queued instead of sending them again. Shares made from the public gallery have none.
 */
export function boothShareClientIdsMigration() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('shares').addColumn('client_id', 'text').execute();
      await db.schema
        .createIndex('shares_event_client')
        .on('shares')
        .columns(['event_id', 'client_id', 'channel'])
        .unique()
        .execute();
    },
  };
}
