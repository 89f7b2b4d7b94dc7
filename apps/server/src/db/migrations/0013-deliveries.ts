import { type Kysely, sql } from 'kysely';
import { withIdColumn } from '../columns.ts';
import type { DialectName } from '../database.ts';
import { type Counted, postgresTriggers, sqliteTriggers } from './0004-activity.ts';
import { dropShareTriggers } from './0012-share-deliveries.ts';

/**
 * The `shares` ledger carries every message the product sends on an organiser's behalf, not only
 * guests' shares: a row's `purpose` says which ('share', 'lead_message' to a captured lead,
 * 'voucher' to a guest). A lead message keeps the organiser's subject and text on its row, so a
 * retry sends what was asked; an SMS keeps how many segments it was billed as.
 *
 * Only guests' shares are the gallery's reach, so the count triggers are made again to count sent
 * rows of purpose 'share' alone.
 *
 * `vouchers` are the offers guests were given: an unguessable page id and number, the offer's name
 * and expiry at the time (a voucher outlives an offer the organiser later removes), and when staff
 * claimed it.
 */
export const COUNTED_GUEST_SHARES: Counted = {
  table: 'shares',
  metric: (row) => `'share:' || ${row}.channel`,
  where: (row) => `${row}.state = 'sent' AND ${row}.purpose = 'share'`,
  keyColumns: 'event_id, created_at, channel, state, purpose',
};

export function deliveriesMigration(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('shares')
        .addColumn('purpose', 'text', (c) => c.notNull().defaultTo('share'))
        .execute();
      await db.schema.alterTable('shares').addColumn('lead_id', 'integer').execute();
      await db.schema.alterTable('shares').addColumn('voucher_id', 'integer').execute();
      await db.schema.alterTable('shares').addColumn('subject', 'text').execute();
      await db.schema.alterTable('shares').addColumn('message', 'text').execute();
      await db.schema.alterTable('shares').addColumn('segments', 'integer').execute();
      // Billing reads an organiser's sent SMS by month.
      await db.schema
        .createIndex('shares_channel_state_sent')
        .on('shares')
        .columns(['channel', 'state', 'sent_at'])
        .execute();

      const triggers = dialect === 'sqlite' ? sqliteTriggers : postgresTriggers;
      for (const statement of [...dropShareTriggers(dialect), ...triggers(COUNTED_GUEST_SHARES)]) {
        await sql.raw(statement).execute(db);
      }

      await withIdColumn(db.schema.createTable('vouchers'), dialect)
        .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
        .addColumn('offer_id', 'integer', (c) => c.references('incentive_offers.id').onDelete('set null'))
        .addColumn('offer_name', 'text', (c) => c.notNull())
        .addColumn('lead_id', 'integer', (c) => c.references('leads.id').onDelete('set null'))
        .addColumn('uuid', 'text', (c) => c.notNull().unique())
        .addColumn('voucher_no', 'text', (c) => c.notNull().unique())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('claimed_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('vouchers_offer').on('vouchers').column('offer_id').execute();
      await db.schema.createIndex('vouchers_event').on('vouchers').columns(['event_id', 'claimed_at']).execute();
    },
  };
}
