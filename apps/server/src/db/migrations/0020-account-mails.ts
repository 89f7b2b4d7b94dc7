import type { Kysely } from 'kysely';
import { withIdColumn } from '../columns.ts';
import type { DialectName } from '../database.ts';

/**
 * `account_mails` is the outbox of the mails an account gets from the product itself (address
 * verification, password reset, password changed, receipts). A row is written when the mail is
 * asked for and sent by a background job, claimed (queued → sending) before it goes out, as the
 * delivery ledger's rows are: a crash between the request and the send loses no mail, and no
 * retry or second worker sends one twice. `payload` holds what the mail is made from; mails that
 * carry a secret link hold only the account's id, and their link is made when they are sent.
 */
export function accountMailsMigration(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>) {
      await withIdColumn(db.schema.createTable('account_mails'), dialect)
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('payload', 'text', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull().defaultTo('queued'))
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('failure_reason', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addColumn('sent_at', 'text')
        .execute();
      await db.schema.createIndex('account_mails_state').on('account_mails').columns(['state', 'id']).execute();
      await db.schema.createIndex('account_mails_user').on('account_mails').column('user_id').execute();
    },
  };
}
