/** SMS billing: the organiser's monthly SMS bills from the deliveries ledger, and their CSV. */
import type { PlatformServices } from '../../platform/platform-services.ts';
import { sentSmsOf } from '../deliveries/index.ts';
import type { EventAccess } from '../events/index.ts';
import { smsBillingEndpoints } from './sms-billing.routes.ts';
import { createSmsBillingService } from './sms-billing.service.ts';
import { smsBillingReadsOf } from './sms-billing-reads.ts';

type Dependencies = Pick<PlatformServices, 'db'> & {
  /** The catalogue's price of one SMS segment. */
  segmentPrice: () => Promise<{ price: string; currency: string } | undefined>;
  events: EventAccess;
};

export function smsBillingModule({ db, segmentPrice, events }: Dependencies) {
  return {
    endpoints: smsBillingEndpoints(
      createSmsBillingService({ repository: smsBillingReadsOf({ sentSms: sentSmsOf({ db }), events }), segmentPrice }),
    ),
  };
}
