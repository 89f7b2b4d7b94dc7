/**
 * Deliveries: the ledger of e-mails and SMS sent to guests and leads (shares, vouchers, messages
 * to leads), each sent in the background with retries. It has no calls of its own; the modules
 * that send register what their messages say and queue them here.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { PlatformServices } from '../../platform/platform-services.ts';
import type { SmsSender } from '../../platform/sms/sms-sender.ts';
import { createDeliveriesRepository } from './deliveries.repository.ts';
import { createDeliveryService } from './delivery.service.ts';

export type { NewDelivery } from './deliveries.repository.ts';
export type { ComposedMessage, DeliveryService } from './delivery.service.ts';

type Dependencies = Pick<PlatformServices, 'db' | 'mailer' | 'jobs'> & {
  sms: SmsSender;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  /** Waits between a message's attempts, in place of the production ones. */
  retryDelaysMs?: readonly number[];
};

export function deliveriesModule({ db, ...services }: Dependencies) {
  return createDeliveryService({ repository: createDeliveriesRepository(db), ...services });
}
