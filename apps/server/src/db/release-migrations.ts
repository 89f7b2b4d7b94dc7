/**
 * Every migration with the release it shipped in and what it does to the previous release's
 * code. The rule (docs/upgrading.md): a release's migrations keep the previous release's code
 * working. A migration *expands* (adds tables, columns, indexes or rows older code ignores) and
 * names the earliest release that may *contract* what it replaces; a migration that drops,
 * renames or rewrites something older code reads names the release whose code it stops, which
 * must be older than the release before its own. release-migrations.test.ts holds every entry to it.
 */
import type { Migration } from 'kysely';
import type { DialectName } from './database.ts';
import { accountsMigration } from './migrations/0001-accounts.ts';
import { packagesMigration } from './migrations/0002-packages.ts';
import { eventsMigration } from './migrations/0003-events.ts';
import { activityMigration } from './migrations/0004-activity.ts';
import { librariesMigration } from './migrations/0005-libraries.ts';
import { optionsMigration } from './migrations/0006-options.ts';
import { paymentClaimsMigration } from './migrations/0007-payment-claims.ts';
import { rateLimitAttemptsMigration } from './migrations/0008-rate-limit-attempts.ts';
import { eventNeutralEmailSamplesMigration } from './migrations/0009-event-neutral-email-samples.ts';
import { mediaAndBoothsMigration } from './migrations/0010-media-and-booths.ts';
import { memberSettingsMigration } from './migrations/0011-member-settings.ts';
import { shareDeliveriesMigration } from './migrations/0012-share-deliveries.ts';
import { deliveriesMigration } from './migrations/0013-deliveries.ts';
import { leadsMigration } from './migrations/0014-leads.ts';
import { voucherClientIdsMigration } from './migrations/0015-voucher-client-ids.ts';
import { cataloguePricesAndAddonsMigration } from './migrations/0016-catalogue-prices-and-addons.ts';
import { eventAnalyticsMigration } from './migrations/0017-event-analytics.ts';
import { leadRecordsMigration } from './migrations/0018-lead-records.ts';
import { boothShareClientIdsMigration } from './migrations/0019-booth-share-client-ids.ts';
import { accountMailsMigration } from './migrations/0020-account-mails.ts';
import { deliveryReceiptsMigration } from './migrations/0021-delivery-receipts.ts';
import { captureOriginsMigration } from './migrations/0022-capture-origins.ts';
import { webhooksMigration } from './migrations/0023-webhooks.ts';
import { captureModerationMigration } from './migrations/0024-capture-moderation.ts';
import { webhookEndpointEventsMigration } from './migrations/0025-webhook-endpoint-events.ts';
import { resumableUploadsMigration } from './migrations/0026-resumable-uploads.ts';
import { voucherBoothSessionsMigration } from './migrations/0028-voucher-booth-sessions.ts';
import { settingKindsByStepMigration } from './migrations/0029-setting-kinds-by-step.ts';
import { migrationReleasesMigration } from './migrations/0030-migration-releases.ts';
import { checkoutPaymentsMigration } from './migrations/0031-checkout-payments.ts';
import { galleryVisitorsAndReportLinksMigration } from './migrations/0032-gallery-visitors-and-report-links.ts';
import { boothFleetMigration } from './migrations/0033-booth-fleet.ts';
import { teamMigration } from './migrations/0034-team.ts';
import { printingMigration } from './migrations/0035-printing.ts';
import { guestDataRightsMigration } from './migrations/0036-guest-data-rights.ts';
import { guestLanguagesMigration } from './migrations/0037-guest-languages.ts';

/** A release number, major.minor.patch, as the root package.json's version. */
export type Release = `${number}.${number}.${number}`;

export type ReleaseMigration = {
  /** Its name in the migrations table, the file's name: applied in this order. */
  name: string;
  /** The first release whose `npm run migrate` applies it. */
  shippedIn: Release;
  /** What it adds that older code ignores ('' when it only contracts). */
  expands: string;
  /** The earliest release whose migrations may drop or rewrite what this one adds or replaces. */
  contractFrom: Release;
  /**
   * What it drops, renames or rewrites that older code reads, and the newest release whose code
   * reads it: that release's processes refuse to start on a database it has run on.
   */
  contracts?: { what: string; stopsCodeOf: Release };
  up: (dialect: DialectName) => Migration;
};

/** A migration that only adds what the previous release's code ignores, shipped in `release`. */
const expandIn =
  (release: Release, contractFrom: Release) =>
  (name: string, expands: string, up: ReleaseMigration['up']): ReleaseMigration => ({
    name,
    shippedIn: release,
    expands,
    contractFrom,
    up,
  });

const expandIn1_1 = expandIn('1.1.0', '1.2.0');

/** Everything before the first release, applied by 1.0.0 as one baseline. */
const baseline = (name: string, expands: string, up: ReleaseMigration['up']): ReleaseMigration => ({
  name,
  shippedIn: '1.0.0',
  expands,
  contractFrom: '1.1.0',
  up,
});

/** In the order they run; a test adds a newer build's with `push` before the server starts. */
export const RELEASE_MIGRATIONS: ReleaseMigration[] = [
  baseline('0001-accounts', 'users, access tokens and one-time codes', accountsMigration),
  baseline('0002-packages', 'the package catalogue and memberships', packagesMigration),
  baseline('0003-events', 'events', eventsMigration),
  baseline('0004-activity', 'media items, shares and their counters', activityMigration),
  baseline('0005-libraries', 'the option libraries', librariesMigration),
  baseline('0006-options', "events' option settings and library choices", optionsMigration),
  baseline('0007-payment-claims', 'payment claims', paymentClaimsMigration),
  {
    ...baseline('0008-rate-limit-attempts', 'rate_limit_attempts', rateLimitAttemptsMigration),
    contracts: { what: 'drops rate_limit_hits, the per-window counters', stopsCodeOf: '0.1.0' },
  },
  baseline('0009-event-neutral-email-samples', 'e-mail samples without an event', eventNeutralEmailSamplesMigration),
  baseline('0010-media-and-booths', "media items' upload columns and booth sessions", mediaAndBoothsMigration),
  baseline('0011-member-settings', 'member settings', memberSettingsMigration),
  baseline('0012-share-deliveries', "shares' delivery state", shareDeliveriesMigration),
  baseline('0013-deliveries', 'lead and voucher messages as shares', deliveriesMigration),
  baseline('0014-leads', "leads' form values and consent", leadsMigration),
  baseline('0015-voucher-client-ids', "vouchers' client ids", voucherClientIdsMigration),
  baseline(
    '0016-catalogue-prices-and-addons',
    'catalogue prices and membership add-ons',
    cataloguePricesAndAddonsMigration,
  ),
  baseline('0017-event-analytics', 'media views', eventAnalyticsMigration),
  baseline('0018-lead-records', "leads' booth and the lead message sends", leadRecordsMigration),
  baseline('0019-booth-share-client-ids', "shares' client ids", boothShareClientIdsMigration),
  baseline('0020-account-mails', 'account mails', accountMailsMigration),
  baseline('0021-delivery-receipts', "shares' receipts and fallbacks", deliveryReceiptsMigration),
  baseline('0022-capture-origins', "media items' origin", captureOriginsMigration),
  baseline('0023-webhooks', 'webhook endpoints and deliveries', webhooksMigration),
  baseline('0024-capture-moderation', "media items' moderation", captureModerationMigration),
  baseline('0025-webhook-endpoint-events', "webhook endpoints' event", webhookEndpointEventsMigration),
  baseline('0026-resumable-uploads', 'resumable uploads', resumableUploadsMigration),
  baseline('0028-voucher-booth-sessions', "vouchers' booth session", voucherBoothSessionsMigration),
  {
    ...baseline('0029-setting-kinds-by-step', '', settingKindsByStepMigration),
    contracts: { what: "renames four option settings' kinds to their step's id", stopsCodeOf: '0.1.0' },
  },
  baseline('0030-migration-releases', 'migration_releases', migrationReleasesMigration),
  baseline('0031-checkout-payments', 'payment_references and payment_gateway_events', checkoutPaymentsMigration),
  expandIn1_1(
    '0032-gallery-visitors-and-report-links',
    'gallery_visitors, report_links and an index of leads by consent',
    galleryVisitorsAndReportLinksMigration,
  ),
  expandIn1_1('0033-booth-fleet', 'booth reports, alerts and commands', boothFleetMigration),
  expandIn1_1('0034-team', 'team members, invitations and event activity', teamMigration),
  expandIn1_1('0035-printing', "print_jobs and the catalogue's Printing feature", printingMigration),
  expandIn1_1(
    '0036-guest-data-rights',
    "leads' erasure, data requests, guest erasures, event retention and erased counts",
    guestDataRightsMigration,
  ),
  expandIn1_1('0037-guest-languages', "events' languages, leads' and messages' language", guestLanguagesMigration),
];

/** Orders release numbers: negative when `a` is older than `b`. */
export function compareReleases(a: string, b: string): number {
  const parts = (release: string) => release.split('.').map(Number);
  const [left, right] = [parts(a), parts(b)];
  for (let index = 0; index < 3; index += 1) {
    const difference = (left[index] ?? 0) - (right[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}
