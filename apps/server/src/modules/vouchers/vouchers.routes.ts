/** /api/v1 voucher calls: a booth gives a voucher out; anyone opens its page; staff claim it. */
import { voucherEndpoints as calls } from '@boothdeck/contract';
import { type HandledEndpoint, handle } from '../../plugins/endpoints.ts';
import type { VouchersService } from './vouchers.service.ts';

// The client's address keys the public calls' rate limits.
export const voucherEndpoints = (service: VouchersService): HandledEndpoint[] => [
  handle(calls.issue, ({ caller, body }) => service.issue(caller, body)),
  handle(calls.details, ({ params, request }) => service.details(params, request.ip)),
  handle(calls.claim, ({ params, body, request }) => service.claim(params.voucher_id, body.password, request.ip)),
];
