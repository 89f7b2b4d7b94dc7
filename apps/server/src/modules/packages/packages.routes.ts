/** /api/v1 package calls: GET /package-type (the catalogue), POST member-ship (choose or pay) and the Data Capture add-on. */
import {
  packageEndpoints as calls,
  dataCapturePaymentEndpoints,
  type PaymentGatewayReply,
  paymentEndpoints,
} from '@boothdeck/contract';
import { type HandledEndpoint, handle } from '../../plugins/endpoints.ts';
import type { DataCaptureAddonService } from './data-capture-addon.service.ts';
import type { MembershipService } from './membership.service.ts';

type Services = {
  membership: MembershipService;
  dataCaptureAddon: DataCaptureAddonService;
  gateway: PaymentGatewayReply;
};

export const packageEndpoints = ({ membership, dataCaptureAddon, gateway }: Services): HandledEndpoint[] => [
  handle(calls.packageTypes, () => membership.catalogue()),
  handle(calls.membership, ({ caller, body, headers }) =>
    membership.choose(caller.user, body, headers['idempotency-key']),
  ),
  handle(dataCapturePaymentEndpoints.offer, ({ caller }) => dataCaptureAddon.offer(caller.user.id)),
  handle(dataCapturePaymentEndpoints.pay, ({ caller, body, headers }) =>
    dataCaptureAddon.buy(caller.user, body, headers['idempotency-key']),
  ),
  handle(paymentEndpoints.gateway, async () => gateway),
  handle(paymentEndpoints.membershipCheckout, ({ caller, body, headers }) =>
    membership.checkout(caller.user, body, headers['idempotency-key']),
  ),
  handle(paymentEndpoints.dataCaptureCheckout, ({ caller, body, headers }) =>
    dataCaptureAddon.checkout(caller.user, body, headers['idempotency-key']),
  ),
];
