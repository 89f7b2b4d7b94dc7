/** /api/v1 printing calls: a booth's print job, the organiser's print-ready file and an event's prints. */
import { printingCalls as calls } from '@boothdeck/contract';
import { type HandledEndpoint, handle } from '../../plugins/endpoints.ts';
import type { createPrintFiles } from './print-files.service.ts';
import type { createPrintJobs } from './print-jobs.service.ts';

type Services = { jobs: ReturnType<typeof createPrintJobs>; files: ReturnType<typeof createPrintFiles> };

export const printingRoutes = ({ jobs, files }: Services): HandledEndpoint[] => [
  handle(calls.record, ({ caller, body }) => jobs.record(caller, body)),
  handle(calls.eventPrints, ({ caller, params }) => jobs.eventPrints(caller.user.id, params.id)),
  handle(calls.printFile, async ({ caller, params, query, reply }) => {
    const file = await files.file(caller.user.id, params.mediaId, query.format);
    return reply
      .headers({
        'content-type': file.contentType,
        'content-disposition': `attachment; filename="${file.name}"`,
        'cache-control': 'private, no-store',
      })
      .send(file.bytes);
  }),
];
