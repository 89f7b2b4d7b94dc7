/**
 * A guest's data requests, the record that erasures happened, and each event's retention. Table
 * types, with the conventions of db/schema.ts.
 */
import type { Generated } from '../../db/column-types.ts';

/**
 * A guest's request to see or erase what one event holds under an address. `contact` is the
 * address, kept only while the request is open (emptied once it is done or has expired); the
 * code and the pass are kept as SHA-256 hashes only.
 */
export type DataRequestsTable = {
  id: Generated<number>;
  uuid: string;
  event_id: number;
  channel: 'email' | 'sms';
  contact: string | null;
  code_hash: string;
  /** Wrong codes tried so far: the request closes at DATA_CODE_MAX_FAILURES. */
  failures: Generated<number>;
  expires_at: string;
  pass_hash: string | null;
  pass_expires_at: string | null;
  /** When the guest erased their data, or the request was closed: the contact is gone by then. */
  done_at: string | null;
  created_at: string;
};

/** That a guest erased their data from an event, and when: all the organiser is shown. */
export type GuestErasuresTable = {
  id: Generated<number>;
  event_id: number;
  receipt_no: string;
  erased_at: string;
};

/** An event whose guest data goes `days` after its end (`purge_at`); no row keeps it. */
export type EventRetentionTable = {
  event_id: number;
  days: number;
  purge_at: string;
  /** When the organiser was warned, RETENTION_WARNING_DAYS before. */
  warned_at: string | null;
  /** When the purge finished. */
  purged_at: string | null;
};

/** The tables this part owns (db/table-owners.ts), as Kysely's `Database` holds them. */
export type DataRightsTables = {
  data_requests: DataRequestsTable;
  guest_erasures: GuestErasuresTable;
  event_retention: EventRetentionTable;
};
