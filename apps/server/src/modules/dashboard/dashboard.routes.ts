/** /api/v1 dashboard calls: stat cards, social share totals, the share graphs, the pie and the lead trend. */
import {
  dashboardAnalyticsReplySchema,
  dataCaptureGraphReplySchema,
  sharingGraphReplySchema,
  sharingPieReplySchema,
  socialShareReplySchema,
} from '@boothdeck/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { signedInAccount } from '../../platform/auth/authenticate.ts';
import type { DashboardService, GraphChannel } from './dashboard.service.ts';

const tags = ['dashboard'];
const security = [{ bearer: [] }];
const GRAPH_CHANNELS: GraphChannel[] = ['email', 'sms'];

export const dashboardRoutes: FastifyPluginAsyncZod<{ service: DashboardService }> = async (app, { service }) => {
  const signedIn = <T extends ZodType>(reply: T) => ({
    onRequest: app.authenticate,
    schema: { tags, security, response: { 200: reply } },
  });

  app.get('/dashboard-analytics', signedIn(dashboardAnalyticsReplySchema), (request) =>
    service.analytics(signedInAccount(request).user.id),
  );

  app.get('/social-share', signedIn(socialShareReplySchema), (request) =>
    service.socialShare(signedInAccount(request).user.id),
  );

  for (const channel of GRAPH_CHANNELS) {
    app.get(`/dashboard-graph/sharing/${channel}`, signedIn(sharingGraphReplySchema), (request) =>
      service.sharingGraph(signedInAccount(request).user.id, channel),
    );
  }

  app.get('/dashboard-graph/sharing-pie', signedIn(sharingPieReplySchema), (request) =>
    service.sharingPie(signedInAccount(request).user.id),
  );

  app.get('/dashboard-graph/data-capture', signedIn(dataCaptureGraphReplySchema), (request) =>
    service.dataCaptureGraph(signedInAccount(request).user.id),
  );
};
