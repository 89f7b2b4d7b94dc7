/**
 * The calls the first pages a guest opens make, as addresses without schemas (see
 * `endpoint-address.ts`): the signed-in check every page starts with, signing in, and the public
 * gallery.
 */
import type { accountEndpoints } from './accounts.ts';
import { endpointAddresses } from './endpoint-address.ts';
import type { publicGalleryEndpoints } from './public-gallery.ts';
import type { sharingEndpoints } from './sharing.ts';
import type { voucherEndpoints } from './vouchers.ts';

export const accountCalls = endpointAddresses<typeof accountEndpoints>()({
  user: { method: 'GET', path: '/user' },
  login: { method: 'POST', path: '/login' },
});

export const publicGalleryCalls = endpointAddresses<typeof publicGalleryEndpoints>()({
  items: { method: 'GET', path: '/social-gallery-item/:id' },
  showShare: { method: 'GET', path: '/show-gallery-share/:id' },
  slider: { method: 'GET', path: '/social-gallery-slider/:id' },
  checkPassword: { method: 'POST', path: '/check-gallery-password' },
  downloadLink: { method: 'GET', path: '/social-gallery-download-link/:id' },
  sharePreview: { method: 'GET', path: '/social-gallery-share-preview/:id' },
  trackingFrame: { method: 'GET', path: '/social-gallery-tracking-frame/:id' },
});

export const sharingCalls = endpointAddresses<typeof sharingEndpoints>()({
  countSocialShare: { method: 'POST', path: '/share-gallery-count' },
});

/** The voucher page's calls: a guest opens it from a link or QR code. */
export const voucherCalls = endpointAddresses<typeof voucherEndpoints>()({
  details: { method: 'GET', path: '/offer/avail/:eventId/qr-code/:uuid/voucher_no/:voucherNo' },
  claim: { method: 'POST', path: '/offer/claim/qr-code/:voucher_id' },
});
