/** /api/v1 client report calls: the organiser's report and its links, and what a link opens. */
import { clientReportEndpoints as calls } from '@boothdeck/contract';
import { type HandledEndpoint, handle } from '../../plugins/endpoints.ts';
import type { ClientReportService } from './client-report.service.ts';
import type { ReportPdf } from './report-pdf.ts';

export const clientReportEndpoints = (service: ClientReportService, pdf: ReportPdf): HandledEndpoint[] => [
  handle(calls.report, ({ caller, params }) => service.report(caller.user.id, params.id)),
  handle(calls.links, ({ caller, params }) => service.links(caller.user.id, params.id)),
  handle(calls.createLink, ({ caller, params, body }) => service.createLink(caller.user.id, params.id, body)),
  handle(calls.revokeLink, ({ caller, params }) => service.revokeLink(caller.user.id, params.id, params.linkId)),
  handle(calls.shared, ({ params }) => service.sharedReport(params.token)),
  handle(calls.sharedPdf, async ({ params, request, reply }) => {
    await service.checkToken(params.token);
    const file = await pdf.print(request.server, params.token);
    return reply
      .headers({
        'content-type': 'application/pdf',
        'content-disposition': 'attachment; filename="report.pdf"',
        'cache-control': 'no-store',
      })
      .send(file);
  }),
];
