import type { boothSharingEndpoints } from '../booth-sharing.ts';
import { endpointAddresses } from '../endpoint-address.ts';
import type { publicGalleryEndpoints } from '../public-gallery.ts';
import type { sharingEndpoints } from '../sharing.ts';

/** The public gallery's pages. */
export const publicGalleryCalls = endpointAddresses<typeof publicGalleryEndpoints>()({
  items: { method: 'GET', path: '/social-gallery-item/:id' },
  showShare: { method: 'GET', path: '/show-gallery-share/:id' },
  slider: { method: 'GET', path: '/social-gallery-slider/:id' },
  checkPassword: { method: 'POST', path: '/check-gallery-password' },
  passwordChallenge: { method: 'GET', path: '/gallery-password-challenge/:eventId' },
  downloadLink: { method: 'GET', path: '/social-gallery-download-link/:id' },
  sharePreview: { method: 'GET', path: '/social-gallery-share-preview/:id' },
  trackingFrame: { method: 'GET', path: '/social-gallery-tracking-frame/:id' },
});

/** A guest's share from the public gallery. */
export const sharingCalls = endpointAddresses<typeof sharingEndpoints>()({
  countSocialShare: { method: 'POST', path: '/share-gallery-count' },
});

/** The guest's page of a booth's QR code, before and after the capture is uploaded. */
export const pendingShareCalls = endpointAddresses<typeof boothSharingEndpoints>()({
  pendingShare: { method: 'GET', path: '/pending-shares/:eventUuid/:clientId' },
});
