import type { boothEndpoints } from '../booth.ts';
import { endpointAddresses } from '../endpoint-address.ts';
import type { fleetEndpoints } from '../fleet.ts';
import type { leadEndpoints } from '../leads.ts';
import type { boothMediaEndpoints } from '../media-upload.ts';
import type { printingCalls } from '../printing.ts';
import type { voucherEndpoints } from '../vouchers.ts';

/** The booth kiosk's calls: it loads no schema, so its first load stays small. */
export const boothCalls = endpointAddresses<typeof boothEndpoints>()({
  signIn: { method: 'POST', path: '/booth/session' },
  event: { method: 'GET', path: '/booth/event' },
  exitPin: { method: 'POST', path: '/booth/exit-pin' },
});

/** The kiosk's upload of one capture (multipart). */
export const boothMediaCalls = endpointAddresses<typeof boothMediaEndpoints>()({
  upload: { method: 'POST', path: '/booth/media' },
});

/** A guest's answers to the event's form, from the kiosk. */
export const boothLeadCalls = endpointAddresses<typeof leadEndpoints>()({
  capture: { method: 'POST', path: '/booth/leads' },
});

/** A guest's voucher, from the kiosk. */
export const boothVoucherCalls = endpointAddresses<typeof voucherEndpoints>()({
  issue: { method: 'POST', path: '/booth/vouchers' },
});

/** The kiosk's heartbeat, whose reply carries the organiser's commands. */
export const boothFleetCalls = endpointAddresses<typeof fleetEndpoints>()({
  heartbeat: { method: 'POST', path: '/booth/heartbeat' },
});

/** A print job of the kiosk. */
export const boothPrintCalls = endpointAddresses<typeof printingCalls>()({
  record: { method: 'POST', path: '/booth/prints' },
});
