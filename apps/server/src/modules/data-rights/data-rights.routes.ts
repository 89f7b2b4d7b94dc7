/** /api/v1 data-rights calls: the guest's request, code, download and erasure; the organiser's erasures and retention. */
import { dataRightsEndpoints as calls } from '@boothdeck/contract';
import { type HandledEndpoint, handle } from '../../plugins/endpoints.ts';
import type { DataRightsService } from './data-rights.service.ts';
import type { Retention } from './retention.ts';

// The client's address keys the guest calls' rate limits.
export const dataRightsEndpoints = (service: DataRightsService, retention: Retention): HandledEndpoint[] => [
  handle(calls.event, ({ params }) => service.eventName(params.eventId)),
  handle(calls.request, ({ body, request }) => service.request(body, request.ip)),
  handle(calls.confirm, ({ body, request }) => service.confirm(body, request.ip)),
  handle(calls.exportLink, ({ body }) => service.exportLink(body.pass)),
  handle(calls.exportFile, async ({ params, query, reply }) => {
    const file = await service.exportFile(params.requestId, {
      expires: query.expires ?? 0,
      signature: query.signature ?? '',
    });
    // Streams are sent as they are: the reply schema only documents them.
    return reply.headers(file.headers).send(file.body);
  }),
  handle(calls.erase, ({ body }) => service.erase(body.pass, body.captures, body.language)),
  handle(calls.erasures, ({ caller, params }) => service.erasures(caller.user.id, params.eventId)),
  handle(calls.retention, ({ caller, params }) => retention.get(caller.user.id, params.eventId)),
  handle(calls.saveRetention, ({ caller, params, body }) =>
    retention.save(caller.user.id, params.eventId, body.retention_days),
  ),
];
