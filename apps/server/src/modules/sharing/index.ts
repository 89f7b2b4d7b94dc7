/**
 * Sharing: guests' shares from the public gallery — social shares counted as they happen, e-mail
 * and SMS shares sent through the deliveries ledger with the organiser's texts.
 */
import type { PlatformServices } from '../../platform/platform-services.ts';
import type { DeliveryService } from '../deliveries/index.ts';
import type { ShareTexts } from '../options/index.ts';
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
  const service = createSharingService({ repository: createSharingRepository(db), ...services });
  return { endpoints: sharingRoutes(service, requireGalleryAccess) };
}
