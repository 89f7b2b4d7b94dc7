/** The health check's questions: does the database answer, and how many jobs are dead letters? */
import type { DatabaseHandle } from '../../db/database.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import { pingDatabase } from './health.repository.ts';

export type DatabaseHealth = { answers: true } | { answers: false; error: unknown };
export type HealthService = ReturnType<typeof createHealthService>;

/** How long the detail waits for the queue's count; an unreachable Redis answers null. */
const QUEUE_ANSWER_MS = 1_000;

export function createHealthService(
  database: DatabaseHandle,
  jobs: Pick<JobQueue, 'kind' | 'deadLetters' | 'workers'>,
) {
  return {
    dialect: database.dialect,
    async checkDatabase(): Promise<DatabaseHealth> {
      try {
        await pingDatabase(database.db);
        return { answers: true };
      } catch (error) {
        return { answers: false, error };
      }
    },
    async jobsDetail() {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<null>((resolve) => {
        timer = setTimeout(() => resolve(null), QUEUE_ANSWER_MS);
      });
      const [count, workers] = await Promise.all([
        Promise.race([jobs.deadLetters().catch(() => null), late]),
        Promise.race([jobs.workers().catch(() => null), late]),
      ]);
      clearTimeout(timer);
      return { queue: jobs.kind, dead_letters: count, workers };
    },
  };
}
