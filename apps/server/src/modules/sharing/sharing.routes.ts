/** The public gallery's share calls; the gallery's access check runs before each. */
import { sharingEndpoints } from '@boothdeck/contract';
import { type HandledEndpoint, handle } from '../../plugins/endpoints.ts';
import type { RequireGalleryAccess } from './gallery-access-port.ts';
import type { SharingService } from './sharing.service.ts';

export function sharingRoutes(sharing: SharingService, requireGalleryAccess: RequireGalleryAccess): HandledEndpoint[] {
  return [
    handle(sharingEndpoints.countSocialShare, async ({ body, request }) => {
      await requireGalleryAccess(request, body.event_id);
      return sharing.countSocialShare(body, request.ip);
    }),
    handle(sharingEndpoints.shareByMessage, async ({ body, request }) => {
      await requireGalleryAccess(request, body.event_id);
      return sharing.shareByMessage(body, request.ip);
    }),
  ];
}
