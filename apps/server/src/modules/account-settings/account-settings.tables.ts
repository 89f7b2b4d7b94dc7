/**
 * Account settings: the exit-from-app switch. Table types, with the conventions of db/schema.ts.
 */
import type { Generated } from '../../db/column-types.ts';

/** The exit-from-app switch of one account; the PIN only as its hash. */
export type MemberSettingsTable = {
  id: Generated<number>;
  user_id: number;
  name: string;
  active_status: number;
  pin_hash: string | null;
  updated_at: string;
};

/** The tables this part owns (db/table-owners.ts), as Kysely's `Database` holds them. */
export type AccountSettingsTables = {
  member_settings: MemberSettingsTable;
};
