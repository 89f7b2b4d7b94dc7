/** /api/v1 dashboard calls: stat cards, social share totals, the share graphs, the pie and the lead trend. */
import { dashboardEndpoints as calls, leadEndpoints } from '@boothdeck/contract';
import { type HandledEndpoint, handle } from '../../plugins/endpoints.ts';
import type { DashboardService } from './dashboard.service.ts';

export const dashboardEndpoints = (service: DashboardService): HandledEndpoint[] => [
  handle(calls.analytics, ({ caller }) => service.analytics(caller.user.id)),
  handle(calls.socialShare, ({ caller }) => service.socialShare(caller.user.id)),
  handle(calls.sharingGraph, ({ caller, params }) => service.sharingGraph(caller.user.id, params.channel)),
  handle(calls.sharingPie, ({ caller }) => service.sharingPie(caller.user.id)),
  handle(calls.dataCaptureGraph, ({ caller }) => service.dataCaptureGraph(caller.user.id)),
  // The data-capture page's trend reads the same lead counts as the dashboard's graph.
  handle(leadEndpoints.trendGraph, ({ caller }) => service.dataTrendGraph(caller.user.id)),
];
