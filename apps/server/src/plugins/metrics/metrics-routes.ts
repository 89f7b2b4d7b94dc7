/**
 * GET /metrics on the app's own port, for operators only: with METRICS_TOKEN set it answers a
 * request bearing that token (401 otherwise); without it, it is not there (404), whatever the
 * web app would serve at that address. Every request is counted and timed by its route pattern.
 */
import { MESSAGES } from '@boothdeck/contract/messages';
import type { FastifyInstance } from 'fastify';
import { carriesOperatorToken, OPERATOR_TOKEN_REFUSAL } from '../../platform/auth/operator-token.ts';
import type { ServerMetrics } from './server-metrics.ts';

export const METRICS_PATH = '/metrics';

export function registerMetrics(app: FastifyInstance, metrics: ServerMetrics, token: string | undefined): void {
  app.addHook('onResponse', async (request, reply) => {
    metrics.observeRequest(request.method, request.routeOptions.url, reply.statusCode, reply.elapsedTime / 1000);
  });
  app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
    if (!token) return reply.code(404).send({ message: MESSAGES.notFound });
    if (!carriesOperatorToken(request.headers.authorization, token)) {
      return reply.code(401).header('www-authenticate', 'Bearer').send(OPERATOR_TOKEN_REFUSAL);
    }
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}
