/**
 * Deliveries: the ledger of e-mails and SMS sent to guests and leads (shares, vouchers, messages
 * to leads), each sent by a background job (`delivery`, one per row) with retries. The modules
 * that send register what their messages say and queue them here. Its own calls show an event's
 * deliveries to the organiser and send failed ones again; its public addresses take an e-mail's
 * open and an SMS provider's delivery report. The gallery counts an item's shares and records its
 * downloads as shares through `downloadSharesOf`.
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { JobType } from '../../platform/jobs/job-queue.ts';
import type { PlatformServices } from '../../platform/platform-services.ts';
import type { SmsConfig, SmsSender } from '../../platform/sms/sms-sender.ts';
import type { EventAccess } from '../events/index.ts';
import type { EmitWebhook } from '../webhooks/index.ts';
import { createDeliveriesRepository } from './deliveries.repository.ts';
import { type CheckSmsRecipient, createDeliveryService, type DeliveryJobPayload } from './delivery.service.ts';
import { OPENED_PATH, registerDeliveryReceipts, SMS_REPORT_PATH } from './delivery-receipts.routes.ts';
import { createDeliveryReceipts } from './delivery-receipts.ts';
import { createDeliveryStatusRepository } from './delivery-status.repository.ts';
import { deliveryStatusEndpoints } from './delivery-status.routes.ts';
import { createDeliveryStatusService } from './delivery-status.service.ts';
import { createDownloadSharesRepository, type DownloadShares } from './download-shares.repository.ts';
import { guestEmailOf } from './guest-email.ts';
import { createGuestSharesRepository, type GuestShares } from './guest-shares.repository.ts';
import { createSentSmsRepository, type SentSms } from './sent-sms.repository.ts';
import { createShareTotalsRepository, type ShareTotals } from './share-totals.repository.ts';

export type { DeliveryRow, NewDelivery } from './deliveries.repository.ts';
export type { DeliveriesTables } from './deliveries.tables.ts';
export type { CheckSmsRecipient, ComposedMessage, DeliveryService } from './delivery.service.ts';
export { deliveryJob } from './delivery.service.ts';
export type { DownloadShares } from './download-shares.repository.ts';
export type { BoothShareRow, GuestShares, NewShare } from './guest-shares.repository.ts';
export {
  type RecipientErasure,
  type RecipientShare,
  recipientErasureOf,
} from './recipient-erasure.repository.ts';

/** Guests' shares in the ledger: social shares, a booth request's messages, the SMS caps' counts (guest-shares.repository.ts). */
export const guestSharesOf = ({ db }: Pick<PlatformServices, 'db'>): GuestShares => createGuestSharesRepository(db);
export type { SentHourRow, SentSms, SentSmsOfEvent } from './sent-sms.repository.ts';
export type { MinuteTotal, ShareTotals } from './share-totals.repository.ts';

/** The sent SMS of an organiser's events, for their bills (sent-sms.repository.ts). */
export const sentSmsOf = ({ db }: Pick<PlatformServices, 'db'>): SentSms => createSentSmsRepository(db);

/** An event's sent guest shares by minute and by channel, for its analytics (share-totals.repository.ts). */
export const shareTotalsOf = ({ db }: Pick<PlatformServices, 'db'>): ShareTotals => createShareTotalsRepository(db);

/** A share by id, for what the organiser's webhooks are told of it. */
export const shareByIdOf = ({ db }: Pick<PlatformServices, 'db'>) => createDeliveriesRepository(db).findDelivery;

type Dependencies = Pick<PlatformServices, 'db' | 'mailer' | 'jobs' | 'appUrl'> & {
  sms: SmsSender;
  /** The SMS provider's settings: a Twilio-style one reports delivery, signed with its auth token. */
  smsConfig: SmsConfig;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  /** Its job type, as declared to the queue (`deliveryJob`). */
  job: JobType<DeliveryJobPayload>;
  /** Tells the organiser's webhooks of each guest share sent. */
  emitWebhook: EmitWebhook;
  /** The event's SMS country rule, which every SMS meets just before it is sent. */
  checkSmsRecipient: CheckSmsRecipient;
  events: EventAccess;
};

/** An item's share counts and the downloads the gallery records as shares (download-shares.repository.ts). */
export const downloadSharesOf = ({ db }: Pick<PlatformServices, 'db'>): DownloadShares =>
  createDownloadSharesRepository(db);

export function deliveriesModule({ db, appUrl, smsConfig, ...services }: Dependencies) {
  const repository = createDeliveriesRepository(db);
  const smsAuthToken = smsConfig.provider === 'twilio' ? smsConfig.authToken : undefined;
  const service = createDeliveryService({
    repository,
    guestEmailOf: guestEmailOf({ db, repository }),
    ...services,
    receiptAddresses: {
      opened: (token) => `${appUrl}${OPENED_PATH}/${token}`,
      ...(smsAuthToken ? { smsReport: (token: string) => `${appUrl}${SMS_REPORT_PATH}/${token}` } : {}),
    },
  });
  const status = createDeliveryStatusService({
    repository: createDeliveryStatusRepository(db),
    deliveries: service,
    events: services.events,
  });
  const receipts = createDeliveryReceipts(repository, service);
  return {
    service,
    endpoints: deliveryStatusEndpoints(status),
    jobTypes: [services.job],
    registerReceipts: (app: FastifyInstance) => registerDeliveryReceipts(app, { receipts, appUrl, smsAuthToken }),
  };
}
