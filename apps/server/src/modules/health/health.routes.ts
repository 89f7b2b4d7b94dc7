/** GET /api/health: answers 200 only when the database answers. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { HealthService } from './health.service.ts';

const healthReplySchema = z.object({ status: z.enum(['ok', 'unavailable']), database: z.string() });

export const healthRoutes: FastifyPluginAsyncZod<{ health: HealthService }> = async (app, { health }) => {
  app.get(
    '/health',
    { schema: { tags: ['health'], response: { 200: healthReplySchema, 503: healthReplySchema } } },
    async (request, reply) => {
      const database = await health.checkDatabase();
      if (database.answers) return { status: 'ok' as const, database: health.dialect };
      request.log.error({ err: database.error }, 'database health check failed');
      return reply.code(503).send({ status: 'unavailable' as const, database: health.dialect });
    },
  );
};
