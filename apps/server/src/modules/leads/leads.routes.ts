/** /api/v1 lead calls: the booth's captures, the organiser's data-capture screens and the CSV export. */
import { leadEndpoints as calls } from '@boothdeck/contract';
import { downloadPassOf } from '../../platform/signed-links/download-pass.ts';
import { type HandledEndpoint, handle } from '../../plugins/endpoints.ts';
import type { DataCaptureService } from './data-capture.service.ts';
import type { LeadCaptureService } from './lead-capture.service.ts';
import type { LeadExport } from './lead-export.ts';
import type { LeadMessagesService } from './lead-messages.service.ts';

type Services = {
  capture: LeadCaptureService;
  dataCapture: DataCaptureService;
  exports: LeadExport;
  messages: LeadMessagesService;
};

export const leadEndpoints = ({ capture, dataCapture, exports, messages }: Services): HandledEndpoint[] => [
  handle(calls.capture, ({ caller, body }) =>
    capture.capture(caller, {
      clientId: body.client_id,
      values: body.values,
      consent: body.consent,
      mediaId: body.media_id,
      language: body.language,
    }),
  ),
  handle(calls.events, ({ caller, query }) => dataCapture.events(caller.user.id, query.page, query.search)),
  handle(calls.eventLeads, ({ caller, params, query }) =>
    dataCapture.leads(caller.user.id, {
      eventId: params.id,
      page: query.page,
      perPage: query.per_page,
      search: query.search,
    }),
  ),
  handle(calls.bulkMessage, ({ caller, body }) =>
    messages.send(caller.user.id, {
      eventId: body.event_id,
      selectType: body.select_type,
      channel: body.type,
      subject: body.subject,
      message: body.message,
      leadIds: body.lead_ids,
    }),
  ),
  handle(calls.exportLink, ({ caller, body }) => dataCapture.exportLink(caller.user.id, body.event_id)),
  handle(calls.exportCsv, async ({ params, query, request, reply }) => {
    const file = await exports.csv(params.uuid, await downloadPassOf(request, query, calls.exportCsv.roles));
    return reply.headers(file.headers).send(file.body);
  }),
];
