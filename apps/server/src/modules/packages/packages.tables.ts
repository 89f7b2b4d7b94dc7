/**
 * Packages: the catalogue, its prices and the memberships bought from it. Table types, with the conventions of db/schema.ts.
 */
import type { PackageType, PlanFeature } from '@boothdeck/contract';
import type { Generated } from '../../db/column-types.ts';

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

/** A price that belongs to no package (an SMS segment, an add-on): dollars as text, like package prices. */
export type CataloguePricesTable = {
  id: Generated<number>;
  code: CataloguePriceCode;
  name: string;
  price: string;
  currency: string;
};

export type CataloguePriceCode = 'sms_segment' | 'data_capture_addon';

/** Something bought on top of one membership; it ends when that membership ends. */
export type MembershipAddonsTable = {
  id: Generated<number>;
  membership_id: number;
  addon: 'data_capture';
  payment_id: number | null;
  created_at: string;
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

/** The tables this part owns (db/table-owners.ts), as Kysely's `Database` holds them. */
export type PackagesTables = {
  package_types: PackageTypesTable;
  our_packages: OurPackagesTable;
  package_items: PackageItemsTable;
  package_item_values: PackageItemValuesTable;
  catalogue_prices: CataloguePricesTable;
  membership_addons: MembershipAddonsTable;
  memberships: MembershipsTable;
};
