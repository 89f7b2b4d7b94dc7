/** SMS billing: the organiser's monthly SMS bills from the deliveries ledger, and their CSV. */
import type { PlatformServices } from '../../platform/platform-services.ts';
import { createSmsBillingRepository } from './sms-billing.repository.ts';
import { smsBillingEndpoints } from './sms-billing.routes.ts';
import { createSmsBillingService } from './sms-billing.service.ts';

type Dependencies = Pick<PlatformServices, 'db'> & {
  /** The catalogue's price of one SMS segment. */
  segmentPrice: () => Promise<{ price: string; currency: string } | undefined>;
};

export function smsBillingModule({ db, segmentPrice }: Dependencies) {
  return {
    endpoints: smsBillingEndpoints(
      createSmsBillingService({ repository: createSmsBillingRepository(db), segmentPrice }),
    ),
  };
}
