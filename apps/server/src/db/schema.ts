/**
 * The whole database as Kysely sees it: the tables of every owner. Each table's type is declared
 * beside the module (or platform part) that owns it, in its `<name>.tables.ts`; only that owner's
 * repositories query it (db/table-owners.ts).
 *
 * Conventions, the same on SQLite and PostgreSQL so no query needs the dialect: ids are integer
 * identities, instants are UTC ISO-8601 text, booleans are 0/1 integers, JSON is text.
 */
import type { AccountMailTables } from '../modules/account-mail/index.ts';
import type { AccountSettingsTables } from '../modules/account-settings/index.ts';
import type { AccountsTables } from '../modules/accounts/index.ts';
import type { AnalyticsTables } from '../modules/analytics/index.ts';
import type { BoothTables } from '../modules/booth/index.ts';
import type { ClientReportTables } from '../modules/client-report/index.ts';
import type { DashboardTables } from '../modules/dashboard/index.ts';
import type { DataRightsTables } from '../modules/data-rights/index.ts';
import type { DeliveriesTables } from '../modules/deliveries/index.ts';
import type { EventsTables } from '../modules/events/index.ts';
import type { FleetTables } from '../modules/fleet/index.ts';
import type { LeadsTables } from '../modules/leads/index.ts';
import type { LibrariesTables } from '../modules/libraries/index.ts';
import type { MediaTables } from '../modules/media/index.ts';
import type { OptionsTables } from '../modules/options/index.ts';
import type { PackagesTables } from '../modules/packages/index.ts';
import type { PrintingTables } from '../modules/printing/index.ts';
import type { TeamTables } from '../modules/team/index.ts';
import type { VouchersTables } from '../modules/vouchers/index.ts';
import type { WebhooksTables } from '../modules/webhooks/index.ts';
import type { PaymentsTables } from '../platform/payments/payments.tables.ts';
import type { RateLimitTables } from '../platform/rate-limit/rate-limit.tables.ts';
import type { SignedLinksTables } from '../platform/signed-links/signed-links.tables.ts';

/** Each owner's tables, by the owner's name: a module's folder, or `platform/<part>`. */
export type TablesByOwner = {
  'account-mail': AccountMailTables;
  accounts: AccountsTables;
  'account-settings': AccountSettingsTables;
  'platform/rate-limit': RateLimitTables;
  packages: PackagesTables;
  'platform/payments': PaymentsTables;
  events: EventsTables;
  media: MediaTables;
  booth: BoothTables;
  'platform/signed-links': SignedLinksTables;
  deliveries: DeliveriesTables;
  vouchers: VouchersTables;
  analytics: AnalyticsTables;
  'client-report': ClientReportTables;
  leads: LeadsTables;
  dashboard: DashboardTables;
  libraries: LibrariesTables;
  options: OptionsTables;
  webhooks: WebhooksTables;
  fleet: FleetTables;
  team: TeamTables;
  printing: PrintingTables;
  'data-rights': DataRightsTables;
};

export type Database = AccountMailTables &
  AccountsTables &
  AccountSettingsTables &
  RateLimitTables &
  PackagesTables &
  PaymentsTables &
  EventsTables &
  MediaTables &
  BoothTables &
  FleetTables &
  SignedLinksTables &
  DeliveriesTables &
  VouchersTables &
  AnalyticsTables &
  ClientReportTables &
  LeadsTables &
  DashboardTables &
  LibrariesTables &
  OptionsTables &
  WebhooksTables &
  TeamTables &
  PrintingTables &
  DataRightsTables;

export type TableName = keyof Database;

/** The signed-in account, which platform/auth hands to every module. */
export type { AccountRow } from '../modules/accounts/index.ts';
