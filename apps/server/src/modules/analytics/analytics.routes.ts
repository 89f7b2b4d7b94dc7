/** /api/v1 event analytics calls: the share graphs and totals, the most viewed items and the funnel. */
import { analyticsEndpoints as calls } from '@boothdeck/contract';
import { type HandledEndpoint, handle } from '../../plugins/endpoints.ts';
import type { AnalyticsService } from './analytics.service.ts';

export const analyticsEndpoints = (service: AnalyticsService): HandledEndpoint[] => [
  handle(calls.channelGraph, ({ caller, params }) =>
    service.channelGraph(caller.user.id, params.eventId, params.channel),
  ),
  handle(calls.sharingGraph, ({ caller, params }) => service.sharingGraph(caller.user.id, params.id)),
  handle(calls.socialShare, ({ caller, params }) => service.socialShare(caller.user.id, params.id)),
  handle(calls.mostViewed, ({ caller, params }) => service.mostViewed(caller.user.id, params.id)),
  handle(calls.funnel, ({ caller, params }) => service.funnel(caller.user.id, params.id)),
];
