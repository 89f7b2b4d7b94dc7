/**
 * The calls the first pages a guest opens make, as addresses without schemas (see
 * `endpoint-address.ts`): the signed-in check every page starts with, signing in, the public
 * gallery, the voucher page and the booth kiosk. One module a page group, so a page's first load carries only
 * its own addresses.
 */
export { accountCalls } from './addresses/account-calls.ts';
export {
  boothCalls,
  boothFleetCalls,
  boothLeadCalls,
  boothMediaCalls,
  boothPrintCalls,
  boothVoucherCalls,
} from './addresses/booth-calls.ts';
export { dataRightsCalls } from './addresses/data-rights-calls.ts';
export { pendingShareCalls, publicGalleryCalls, sharingCalls } from './addresses/public-gallery-calls.ts';
export { voucherCalls } from './addresses/voucher-calls.ts';
