/** Health: GET /api/health, which answers 200 only when the database answers. */
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/database.ts';
import { healthRoutes } from './health.routes.ts';
import { createHealthService } from './health.service.ts';

export async function registerHealth(app: FastifyInstance, database: DatabaseHandle): Promise<void> {
  await app.register(healthRoutes, { prefix: '/api', health: createHealthService(database) });
}
