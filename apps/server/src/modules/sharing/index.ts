/**
 * Sharing: guests' shares from the public gallery — social shares counted as they happen, e-mail
 * and SMS shares sent through the deliveries ledger with the organiser's texts — and a booth
 * sending a guest their capture through the same ledger (`POST /booth/shares`).
 */
import type { PlatformServices } from '../../platform/platform-services.ts';
import type { DeliveryService } from '../deliveries/index.ts';
import type { ShareTexts } from '../options/index.ts';
import { createBoothShares } from './booth-shares.ts';
import type { RequireGalleryAccess } from './gallery-access-port.ts';
import { createSharingRepository } from './sharing.repository.ts';
import { sharingRoutes } from './sharing.routes.ts';
import { createSharingService } from './sharing.service.ts';

type Dependencies = Pick<PlatformServices, 'db' | 'rateLimiter' | 'appUrl'> & {
  texts: ShareTexts;
  deliveries: DeliveryService;
  requireGalleryAccess: RequireGalleryAccess;
};

export function sharingModule({ db, requireGalleryAccess, ...services }: Dependencies) {
  const repository = createSharingRepository(db);
  const service = createSharingService({ repository, ...services });
  const boothShares = createBoothShares({
    repository,
    deliveries: services.deliveries,
    rateLimiter: services.rateLimiter,
  });
  return { endpoints: sharingRoutes({ sharing: service, boothShares }, requireGalleryAccess) };
}
