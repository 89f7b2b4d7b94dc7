/**
 * Vouchers given to guests. Table types, with the conventions of db/schema.ts.
 */
import type { Generated } from '../../db/column-types.ts';

/**
 * A voucher a guest got from a booth. `offer_id` is cleared when the organiser removes the
 * offer; the voucher keeps the offer's name and expiry as they were when it was given.
 */
export type VouchersTable = {
  id: Generated<number>;
  event_id: number;
  offer_id: number | null;
  offer_name: string;
  lead_id: number | null;
  uuid: string;
  voucher_no: string;
  expires_at: string;
  claimed_at: string | null;
  created_at: string;
  /** The booth's own id for the voucher: a retried request with the same id finds this row. */
  client_id: string | null;
  /** The booth session that issued it (null before 0028): only that booth's retry finds the row. */
  booth_session_id: number | null;
};

/** The tables this part owns (db/table-owners.ts), as Kysely's `Database` holds them. */
export type VouchersTables = {
  vouchers: VouchersTable;
};
