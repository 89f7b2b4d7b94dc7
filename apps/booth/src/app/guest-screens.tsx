/**
 * The screens after the camera (the form, sharing, the offer), loaded when first needed: with
 * their form rules and QR codes they would double the kiosk's first load. The service worker
 * keeps them, so they open offline too.
 */
import { lazyScreen } from './lazy-screen.tsx';

export const LeadForm = lazyScreen(() => import('../leads/index.ts').then(({ LeadForm }) => LeadForm));
export const ShareScreen = lazyScreen(() => import('../share/index.ts').then(({ ShareScreen }) => ShareScreen));
export const OfferScreen = lazyScreen(() => import('../offers/index.ts').then(({ OfferScreen }) => OfferScreen));
