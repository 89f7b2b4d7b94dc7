import { endpointAddresses } from '../endpoint-address.ts';
import type { leadEndpoints } from '../leads.ts';
import type { boothMediaEndpoints } from '../media-upload.ts';
import type { voucherEndpoints } from '../vouchers.ts';

/** What a booth's outbox sends in the background: captures, leads and vouchers. */
export const boothOutboxCalls = {
  ...endpointAddresses<typeof boothMediaEndpoints>()({ upload: { method: 'POST', path: '/booth/media' } }),
  ...endpointAddresses<typeof leadEndpoints>()({ capture: { method: 'POST', path: '/booth/leads' } }),
  ...endpointAddresses<typeof voucherEndpoints>()({ issue: { method: 'POST', path: '/booth/vouchers' } }),
};
