/**
 * Accounts: users, their sign-in tokens and their one-time codes. Table types, with the conventions of db/schema.ts.
 */

import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Generated } from '../../db/column-types.ts';

export type UsersTable = {
  id: Generated<number>;
  user_type: 'individual' | 'business';
  first_name: string;
  last_name: string;
  email: string;
  password_hash: string;
  business_category: string | null;
  business_category_other: string | null;
  company_name: string | null;
  check_promotion: number;
  verify_status: 'active' | 'inactive';
  email_verified_at: string | null;
  /** Set when the account took its one free trial. */
  trial_started_at: string | null;
  created_at: string;
  updated_at: string;
};

export type AccessTokensTable = {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  expires_at: string;
  revoked_at: string | null;
  created_at: string;
};

/**
 * change_password: the proof /check-password hands out for /update-password;
 * change_password_session: the same check bound to the session that made it (its code is the
 * hash of the session's token row id), for a client that sends no proof.
 */
export type OneTimeCodePurpose = 'verify_email' | 'reset_password' | 'change_password' | 'change_password_session';

export type OneTimeCodesTable = {
  id: Generated<number>;
  user_id: number;
  purpose: OneTimeCodePurpose;
  code_hash: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
};

export type UserRow = Selectable<UsersTable>;

/** A user as signed-in calls see it: without the password hash and the bookkeeping times. */
export type AccountRow = Omit<UserRow, 'password_hash' | 'email_verified_at' | 'created_at' | 'updated_at'>;

export type NewUser = Insertable<UsersTable>;

export type UserUpdate = Updateable<UsersTable>;

/** The tables this part owns (db/table-owners.ts), as Kysely's `Database` holds them. */
export type AccountsTables = {
  users: UsersTable;
  access_tokens: AccessTokensTable;
  one_time_codes: OneTimeCodesTable;
};
