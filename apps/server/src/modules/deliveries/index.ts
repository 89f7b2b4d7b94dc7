/**
 * Deliveries: the ledger of e-mails and SMS sent to guests and leads (shares, vouchers, messages
 * to leads), each sent by a background job (`delivery`, one per row) with retries. It has no calls of its own; the modules
 * that send register what their messages say and queue them here.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { JobType } from '../../platform/jobs/job-queue.ts';
import type { PlatformServices } from '../../platform/platform-services.ts';
import type { SmsSender } from '../../platform/sms/sms-sender.ts';
import type { EmitWebhook } from '../webhooks/index.ts';
import { createDeliveriesRepository } from './deliveries.repository.ts';
import { createDeliveryService, type DeliveryJobPayload } from './delivery.service.ts';

export type { NewDelivery } from './deliveries.repository.ts';
export type { ComposedMessage, DeliveryService } from './delivery.service.ts';
export { deliveryJob } from './delivery.service.ts';

type Dependencies = Pick<PlatformServices, 'db' | 'mailer' | 'jobs'> & {
  sms: SmsSender;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  /** Its job type, as declared to the queue (`deliveryJob`). */
  job: JobType<DeliveryJobPayload>;
  /** Tells the organiser's webhooks of each guest share sent. */
  emitWebhook: EmitWebhook;
};

export function deliveriesModule({ db, ...services }: Dependencies) {
  return createDeliveryService({ repository: createDeliveriesRepository(db), ...services });
}
