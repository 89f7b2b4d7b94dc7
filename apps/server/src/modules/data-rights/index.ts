/**
 * Data rights: a guest sees, downloads or erases what an event holds under their e-mail address
 * or mobile number, once a code sent there proves it is theirs; the organiser sees that erasures
 * happened and when. Each event's retention erases its guest data N days after it ends, as a
 * durable job. Every part is erased by its owner's port (leads, deliveries, media, webhooks);
 * the counts in analytics and the dashboard stay (docs/privacy.md).
 */
import type { PlatformServices } from '../../platform/platform-services.ts';
import type { SmsSender } from '../../platform/sms/sms-sender.ts';
import type { EventAccess } from '../events/index.ts';
import { createDataRequestsRepository } from './data-requests.repository.ts';
import { dataRightsEndpoints } from './data-rights.routes.ts';
import { createDataRightsService } from './data-rights.service.ts';
import { createErasure } from './erasure.ts';
import { guestDataReadsOf } from './guest-data.ts';
import { createGuestMessenger } from './guest-messages.ts';
import { createRetentionRepository } from './retention.repository.ts';
import { createRetention } from './retention.ts';

export type { DataRightsTables } from './data-rights.tables.ts';

import type { RateLimitRule } from '../../platform/rate-limit/rate-limiter.ts';
import { DATA_RIGHTS_RATE_LIMITS } from './data-rights-limits.ts';

/** Its rate limits, pinned with their production numbers by production-costs.test.ts. */
export const RATE_LIMIT_RULES: readonly RateLimitRule[] = Object.values(DATA_RIGHTS_RATE_LIMITS);
export { PURGE_BATCH, RETENTION_PURGE_JOB } from './retention.ts';

type Dependencies = Pick<
  PlatformServices,
  'db' | 'storage' | 'mailer' | 'jobs' | 'rateLimiter' | 'signerFor' | 'appUrl'
> & {
  sms: SmsSender;
  events: EventAccess;
  accountMail: Parameters<typeof createRetention>[0]['accountMail'];
  describeUser: (userId: number) => Promise<{ email: string; first_name: string }>;
  log: { info: (fields: object, message: string) => void; error: (fields: object, message: string) => void };
};

export function dataRightsModule({
  db,
  storage,
  mailer,
  jobs,
  rateLimiter,
  signerFor,
  appUrl,
  sms,
  events,
  ...d
}: Dependencies) {
  const reads = guestDataReadsOf({ db });
  const erasure = createErasure({ db, storage, reads });
  const service = createDataRightsService({
    repository: createDataRequestsRepository(db),
    reads,
    erasure,
    events,
    messenger: createGuestMessenger({ mailer, sms, appUrl }),
    rateLimiter,
    signer: signerFor(),
    storage,
    log: d.log,
  });
  const retention = createRetention({
    repository: createRetentionRepository(db),
    reads,
    erasure,
    events,
    jobs,
    accountMail: d.accountMail,
    describeUser: d.describeUser,
    appUrl,
    log: d.log,
  });
  return {
    endpoints: dataRightsEndpoints(service, retention),
    jobTypes: retention.jobTypes,
    /** At start and by the sweep: the retention warnings and purges that are due, and requests' addresses forgotten once over. */
    async resumeDue(): Promise<void> {
      await service.forgetEnded();
      await retention.resumeDue();
    },
  };
}
