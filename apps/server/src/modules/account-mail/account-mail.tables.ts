/**
 * The account mails outbox. Table types, with the conventions of db/schema.ts.
 */
import type { Generated } from '../../db/column-types.ts';

/** The outbox of mails to an account (modules/account-mail): one row per mail, sent by a job. */
export type AccountMailsTable = {
  id: Generated<number>;
  user_id: number | null;
  kind: string;
  /** JSON of what the mail is made from; emptied once it is sent. */
  payload: string;
  /** queued → sending → sent; failed after the last attempt; unknown when a crash came mid-send; skipped when no longer needed. */
  state: Generated<'queued' | 'sending' | 'sent' | 'failed' | 'unknown' | 'skipped'>;
  attempts: Generated<number>;
  failure_reason: string | null;
  created_at: string;
  updated_at: string;
  sent_at: string | null;
};

/** The tables this part owns (db/table-owners.ts), as Kysely's `Database` holds them. */
export type AccountMailTables = {
  account_mails: AccountMailsTable;
};
