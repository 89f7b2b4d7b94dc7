import type { Kysely } from 'kysely';

/**
 * What became of a message after it was sent, and the organiser's second try at one that failed.
 *
 * - `tracking_token`: a random token of each e-mail and SMS delivery. An e-mail carries it in the
 *   address of a 1×1 picture (its first load records `opened_at`); an SMS through a Twilio-style
 *   provider carries it in the address of the provider's delivery report (`delivered_at`, or the
 *   row becomes failed). Unguessable, so nobody can mark someone else's message.
 * - `resends`: how many times the organiser sent a failed row again; each time is a job of its own.
 * - `fallback_of`: on an e-mail sent because the guest's SMS failed, the SMS row's id. Unique, so a
 *   failed SMS goes out by e-mail once at most.
 *
 * `state` keeps its meaning (a delivered or opened message is still `sent`), so the share counts,
 * their partial index and SMS billing read the ledger as before.
 */
export function deliveryReceiptsMigration() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('shares').addColumn('tracking_token', 'text').execute();
      await db.schema.alterTable('shares').addColumn('delivered_at', 'text').execute();
      await db.schema.alterTable('shares').addColumn('opened_at', 'text').execute();
      await db.schema
        .alterTable('shares')
        .addColumn('resends', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable('shares').addColumn('fallback_of', 'integer').execute();
      await db.schema.createIndex('shares_tracking_token').on('shares').column('tracking_token').unique().execute();
      await db.schema.createIndex('shares_fallback_of').on('shares').column('fallback_of').unique().execute();
      // The organiser's delivery counts and failures of one event.
      await db.schema.createIndex('shares_event_state').on('shares').columns(['event_id', 'state']).execute();
    },
  };
}
