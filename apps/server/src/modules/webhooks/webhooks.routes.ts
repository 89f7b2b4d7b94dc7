/** /api/v1 calls of the organiser's webhooks: the endpoints, their test event and their delivery log. */
import { webhookEndpoints as calls } from '@boothdeck/contract';
import { type HandledEndpoint, handle } from '../../plugins/endpoints.ts';
import type { WebhookEndpointsService } from './webhook-endpoints.service.ts';

export const webhookEndpoints = (service: WebhookEndpointsService): HandledEndpoint[] => [
  handle(calls.list, ({ caller }) => service.list(caller.user.id)),
  handle(calls.add, ({ caller, body }) => service.add(caller.user.id, body)),
  handle(calls.remove, ({ caller, params }) => service.remove(caller.user.id, params.id)),
  handle(calls.sendTest, ({ caller, params }) => service.sendTest(caller.user.id, params.id)),
  handle(calls.deliveries, ({ caller, params, query }) => service.deliveries(caller.user.id, params.id, query.page)),
];
