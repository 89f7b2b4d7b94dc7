/**
 * The public gallery's share calls, the gallery's access check before each; and the booth's
 * share of a capture, for its own event.
 */
import { boothSharingEndpoints, sharingEndpoints } from '@boothdeck/contract';
import { type HandledEndpoint, handle } from '../../plugins/endpoints.ts';
import type { BoothShares } from './booth-shares.ts';
import type { RequireGalleryAccess } from './gallery-access-port.ts';
import type { SharingService } from './sharing.service.ts';

type Services = { sharing: SharingService; boothShares: BoothShares };

export function sharingRoutes(
  { sharing, boothShares }: Services,
  requireGalleryAccess: RequireGalleryAccess,
): HandledEndpoint[] {
  return [
    handle(sharingEndpoints.countSocialShare, async ({ body, request }) => {
      const viewer = await requireGalleryAccess(request, body.event_id);
      return sharing.countSocialShare(body, request.ip, viewer);
    }),
    handle(sharingEndpoints.shareByMessage, async ({ body, request }) => {
      const viewer = await requireGalleryAccess(request, body.event_id);
      return sharing.shareByMessage(body, request.ip, viewer);
    }),
    handle(boothSharingEndpoints.share, ({ caller, body }) => boothShares.share(caller, body)),
  ];
}
