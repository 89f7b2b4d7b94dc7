/**
 * GET /api/health: answers 200 only when the database answers; public, for load balancers.
 * `?detail=true` adds the background jobs (the queue, its dead letters, the live workers and how
 * long the oldest job has waited) for operators only: it needs the operators' token
 * (METRICS_TOKEN), as /metrics does, and is refused (401) without it.
 */
import { HEALTH_PATH, healthReplySchema } from '@boothdeck/contract';
import { PRODUCT_VERSION } from '@boothdeck/contract/product-version';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { carriesOperatorToken, OPERATOR_TOKEN_REFUSAL } from '../../platform/auth/operator-token.ts';
import type { HealthService } from './health.service.ts';

const healthQuerySchema = z.object({ detail: z.enum(['true', 'false']).optional() });

type Options = { health: HealthService; operatorToken: string | undefined };

export const healthRoutes: FastifyPluginAsyncZod<Options> = async (app, { health, operatorToken }) => {
  app.get(
    HEALTH_PATH,
    {
      schema: {
        tags: ['health'],
        querystring: healthQuerySchema,
        response: {
          200: healthReplySchema,
          401: z.object({ message: z.string() }),
          503: healthReplySchema,
        },
      },
    },
    async (request, reply) => {
      const wantsDetail = request.query.detail === 'true';
      if (wantsDetail && !carriesOperatorToken(request.headers.authorization, operatorToken)) {
        return reply.code(401).header('www-authenticate', 'Bearer').send(OPERATOR_TOKEN_REFUSAL);
      }
      const database = await health.checkDatabase();
      const detail = wantsDetail ? { jobs: await health.jobsDetail() } : {};
      const about = { version: PRODUCT_VERSION, database: health.dialect, ...detail };
      if (database.answers) return { status: 'ok' as const, ...about };
      request.log.error({ err: database.error }, 'database health check failed');
      return reply.code(503).send({ status: 'unavailable' as const, ...about });
    },
  );
};
