/** GET /api/health: answers 200 only when the database answers. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DatabaseHandle } from '../../db/database.ts';
import { pingDatabase } from './health.repository.ts';

const healthReplySchema = z.object({ status: z.enum(['ok', 'unavailable']), database: z.string() });

export const healthRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (app, { database }) => {
  app.get(
    '/health',
    { schema: { tags: ['health'], response: { 200: healthReplySchema, 503: healthReplySchema } } },
    async (request, reply) => {
      try {
        await pingDatabase(database.db);
        return { status: 'ok' as const, database: database.dialect };
      } catch (error) {
        request.log.error({ err: error }, 'database health check failed');
        return reply.code(503).send({ status: 'unavailable' as const, database: database.dialect });
      }
    },
  );
};
