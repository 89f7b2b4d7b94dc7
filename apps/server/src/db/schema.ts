/**
 * Table types. Conventions, the same on SQLite and PostgreSQL so no query needs the dialect:
 * ids are integer identities, instants are UTC ISO-8601 text, booleans are 0/1 integers,
 * JSON is text.
 */
import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

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

export type OneTimeCodePurpose = 'verify_email' | 'reset_password';

export type OneTimeCodesTable = {
  id: Generated<number>;
  user_id: number;
  purpose: OneTimeCodePurpose;
  code_hash: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
};

export type RateLimitHitsTable = {
  key: string;
  hits: number;
  expires_at: string;
};

export type Database = {
  users: UsersTable;
  access_tokens: AccessTokensTable;
  one_time_codes: OneTimeCodesTable;
  rate_limit_hits: RateLimitHitsTable;
};

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
