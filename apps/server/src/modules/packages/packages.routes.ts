/** /api/v1 package calls: GET /package-type (the catalogue) and POST member-ship (choose or pay). */
import { packageEndpoints as calls } from '@boothdeck/contract';
import { type HandledEndpoint, handle } from '../../plugins/endpoints.ts';
import type { MembershipService } from './membership.service.ts';

export const packageEndpoints = (membership: MembershipService): HandledEndpoint[] => [
  handle(calls.packageTypes, () => membership.catalogue()),
  handle(calls.membership, ({ caller, body, headers }) =>
    membership.choose(caller.user, body, headers['idempotency-key']),
  ),
];
