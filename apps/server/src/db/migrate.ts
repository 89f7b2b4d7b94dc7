/** Runs the migrations in order at start; each migration is portable across both dialects. */
import { type Migration, type MigrationProvider, Migrator, sql } from 'kysely';
import type { DatabaseHandle } from './database.ts';
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
import { checkoutPaymentsMigration } from './migrations/0030-checkout-payments.ts';

function migrationsFor(handle: DatabaseHandle): Record<string, Migration> {
  return {
    '0001-accounts': accountsMigration(handle.dialect),
    '0002-packages': packagesMigration(handle.dialect),
    '0003-events': eventsMigration(handle.dialect),
    '0004-activity': activityMigration(handle.dialect),
    '0005-libraries': librariesMigration(handle.dialect),
    '0006-options': optionsMigration(handle.dialect),
    '0007-payment-claims': paymentClaimsMigration(),
    '0008-rate-limit-attempts': rateLimitAttemptsMigration(handle.dialect),
    '0009-event-neutral-email-samples': eventNeutralEmailSamplesMigration(),
    '0010-media-and-booths': mediaAndBoothsMigration(handle.dialect),
    '0011-member-settings': memberSettingsMigration(handle.dialect),
    '0012-share-deliveries': shareDeliveriesMigration(handle.dialect),
    '0013-deliveries': deliveriesMigration(handle.dialect),
    '0014-leads': leadsMigration(),
    '0015-voucher-client-ids': voucherClientIdsMigration(),
    '0016-catalogue-prices-and-addons': cataloguePricesAndAddonsMigration(handle.dialect),
    '0017-event-analytics': eventAnalyticsMigration(),
    '0018-lead-records': leadRecordsMigration(handle.dialect),
    '0019-booth-share-client-ids': boothShareClientIdsMigration(),
    '0020-account-mails': accountMailsMigration(handle.dialect),
    '0021-delivery-receipts': deliveryReceiptsMigration(),
    '0022-capture-origins': captureOriginsMigration(),
    '0023-webhooks': webhooksMigration(handle.dialect),
    '0024-capture-moderation': captureModerationMigration(),
    '0025-webhook-endpoint-events': webhookEndpointEventsMigration(),
    '0026-resumable-uploads': resumableUploadsMigration(),
    '0028-voucher-booth-sessions': voucherBoothSessionsMigration(),
    '0029-setting-kinds-by-step': settingKindsByStepMigration(),
    '0030-checkout-payments': checkoutPaymentsMigration(),
  };
}

/**
 * Kysely looks for its migration tables in every PostgreSQL schema unless told which one, so a
 * database sharing a server with others (a test schema, say) could take their tables for its own.
 */
async function migrationTableSchema(handle: DatabaseHandle): Promise<string | undefined> {
  if (handle.dialect !== 'postgres') return undefined;
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(handle.db);
  return rows[0]?.schema;
}

export async function migrateToLatest(handle: DatabaseHandle): Promise<void> {
  const provider: MigrationProvider = { getMigrations: async () => migrationsFor(handle) };
  const schema = await migrationTableSchema(handle);
  const migrator = new Migrator({ db: handle.db, provider, ...(schema ? { migrationTableSchema: schema } : {}) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
