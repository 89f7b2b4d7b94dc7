/**
 * GET /api/health: answers 200 only when the database answers. With `?detail=true` it also names
 * the job queue and counts its dead letters (jobs that failed their last attempt), for operators.
 */
import { PRODUCT_VERSION } from '@boothdeck/contract/product-version';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { HealthService } from './health.service.ts';

const healthReplySchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  /** The release this process runs (the root package.json's version when it was built). */
  version: z.string(),
  database: z.string(),
  jobs: z
    .object({
      queue: z.enum(['in-process', 'redis']),
      dead_letters: z.number().int().nullable(),
      /** Worker processes whose heartbeat is current (null: Redis did not answer). */
      workers: z.number().int().nullable(),
    })
    .optional(),
});

const healthQuerySchema = z.object({ detail: z.enum(['true', 'false']).optional() });

export const healthRoutes: FastifyPluginAsyncZod<{ health: HealthService }> = async (app, { health }) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        querystring: healthQuerySchema,
        response: { 200: healthReplySchema, 503: healthReplySchema },
      },
    },
    async (request, reply) => {
      const database = await health.checkDatabase();
      const detail = request.query.detail === 'true' ? { jobs: await health.jobsDetail() } : {};
      const about = { version: PRODUCT_VERSION, database: health.dialect, ...detail };
      if (database.answers) return { status: 'ok' as const, ...about };
      request.log.error({ err: database.error }, 'database health check failed');
      return reply.code(503).send({ status: 'unavailable' as const, ...about });
    },
  );
};
