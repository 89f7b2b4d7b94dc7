/**
 * An event's offer as a voucher is given out of it (the vouchers module's issuing transaction):
 * the offer's row is written (to itself), which holds every other issue of that offer until the
 * transaction commits: on PostgreSQL by the row lock, on SQLite because a write transaction
 * excludes all others.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Pass the transaction: SQLite has one connection, which the transaction holds. */
export function holdOfferForIssue(executor: Kysely<Database>, offer: { offerId: number; eventId: number }) {
  return executor
    .updateTable('incentive_offers')
    .set((eb) => ({ uses_limit: eb.ref('uses_limit') }))
    .where('id', '=', offer.offerId)
    .where('event_id', '=', offer.eventId)
    .returning(['offer_name', 'uses_limit', 'expire_at'])
    .executeTakeFirst();
}
