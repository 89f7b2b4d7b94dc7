/** Health: GET /api/health, which answers 200 only when the database answers (and details the jobs to operators). */
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/database.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import { healthRoutes } from './health.routes.ts';
import { createHealthService } from './health.service.ts';

export async function registerHealth(
  app: FastifyInstance,
  database: DatabaseHandle,
  jobs: JobQueue,
  operatorToken: string | undefined,
): Promise<void> {
  await app.register(healthRoutes, { health: createHealthService(database, jobs), operatorToken });
}
