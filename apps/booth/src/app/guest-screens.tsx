/**
 * The screens after the camera (the form, sharing, the offer), loaded when first needed: with
 * their form rules and QR codes they would double the kiosk's first load. The service worker
 * keeps them, so they open offline too.
 */
import { lazy } from 'react';

export const LeadForm = lazy(() => import('../leads/index.ts').then(({ LeadForm }) => ({ default: LeadForm })));
export const ShareScreen = lazy(() =>
  import('../share/index.ts').then(({ ShareScreen }) => ({ default: ShareScreen })),
);
export const OfferScreen = lazy(() =>
  import('../offers/index.ts').then(({ OfferScreen }) => ({ default: OfferScreen })),
);
