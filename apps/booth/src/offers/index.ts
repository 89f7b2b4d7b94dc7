/**
 * The guest's voucher. `<OfferScreen event lead? onDone>` (inside an `<OutboxProvider>`) is for
 * events with `options.incentive_offer` on; `currentOffer(event)` says whether there is an offer
 * to give (skip the screen when it is null).
 */
export { currentOffer, OfferScreen, VOUCHER_WAIT_MS } from './offer-screen.tsx';
