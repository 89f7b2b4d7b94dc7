import { endpointAddresses } from '../endpoint-address.ts';
import type { voucherEndpoints } from '../vouchers.ts';

/** The voucher page's calls: a guest opens it from a link or QR code. */
export const voucherCalls = endpointAddresses<typeof voucherEndpoints>()({
  details: { method: 'GET', path: '/offer/avail/:eventId/qr-code/:uuid/voucher_no/:voucherNo' },
  claim: { method: 'POST', path: '/offer/claim/qr-code/:voucher_id' },
});
