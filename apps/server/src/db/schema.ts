/**
 * Table types. Conventions, the same on SQLite and PostgreSQL so no query needs the dialect:
 * ids are integer identities, instants are UTC ISO-8601 text, booleans are 0/1 integers,
 * JSON is text.
 */
import type { PackageType, PlanFeature } from '@boothdeck/contract';
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

export type PackageTypesTable = {
  id: Generated<number>;
  type: PackageType;
  sort_order: number;
};

export type OurPackagesTable = {
  id: Generated<number>;
  package_type_id: number;
  name: string;
  /** How long a membership lasts: 'P14D', 'P1M', 'P1Y' (ISO-8601 periods), or null for no end. */
  validity: string | null;
  sort_order: number;
  active: number;
};

/** 'feature' items switch a plan feature on with 'true'; the 'price' item holds the charged price. */
export type PackageItemKind = 'feature' | 'price' | 'info';

export type PackageItemsTable = {
  id: Generated<number>;
  item_name: string;
  kind: PackageItemKind;
  feature: PlanFeature | null;
  sort_order: number;
};

export type PackageItemValuesTable = {
  id: Generated<number>;
  package_item_id: number;
  our_package_id: number;
  /** 'true', 'false' or a number. */
  value: string;
};

export type PaymentStatus = 'pending' | 'succeeded' | 'declined' | 'failed';

/** A card charge. Never the card number or CVV: only brand, last 4 and the gateway's charge id. */
export type PaymentsTable = {
  id: Generated<number>;
  user_id: number;
  purpose: string;
  amount_cents: number;
  currency: string;
  gateway: string;
  status: PaymentStatus;
  idempotency_key: string | null;
  charge_id: string | null;
  card_brand: string | null;
  card_last4: string | null;
  failure_reason: string | null;
  created_at: string;
  updated_at: string;
};

/** A user's packages over time; the one with ended_at null is current (it may have expired). */
export type MembershipsTable = {
  id: Generated<number>;
  user_id: number;
  our_package_id: number;
  amount_cents: number;
  sources: string | null;
  payment_id: number | null;
  started_at: string;
  expire_at: string | null;
  ended_at: string | null;
};

export type Database = {
  users: UsersTable;
  access_tokens: AccessTokensTable;
  one_time_codes: OneTimeCodesTable;
  rate_limit_hits: RateLimitHitsTable;
  package_types: PackageTypesTable;
  our_packages: OurPackagesTable;
  package_items: PackageItemsTable;
  package_item_values: PackageItemValuesTable;
  payments: PaymentsTable;
  memberships: MembershipsTable;
};

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
