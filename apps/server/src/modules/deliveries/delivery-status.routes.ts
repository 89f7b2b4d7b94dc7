/** /api/v1 calls of an event's deliveries: the counts and failures, and resending failed ones. */
import { deliveriesEndpoints as calls } from '@boothdeck/contract';
import { type HandledEndpoint, handle } from '../../plugins/endpoints.ts';
import type { DeliveryStatusService } from './delivery-status.service.ts';

export const deliveryStatusEndpoints = (service: DeliveryStatusService): HandledEndpoint[] => [
  handle(calls.eventDeliveries, ({ caller, params }) => service.eventDeliveries(caller.user.id, params.id)),
  handle(calls.resendOne, ({ caller, params }) => service.resendOne(caller.user.id, params.id, params.deliveryId)),
  handle(calls.resendFailed, ({ caller, params }) => service.resendFailed(caller.user.id, params.id)),
];
