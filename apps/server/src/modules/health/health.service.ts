/** The health check's questions: does the database answer, and how are the background jobs doing? */
import type { DatabaseHandle } from '../../db/database.ts';
import type { JobBacklog, JobQueue } from '../../platform/jobs/job-queue.ts';
import { answerWithin } from '../../shared/answer-within.ts';
import { pingDatabase } from './health.repository.ts';

export type DatabaseHealth = { answers: true } | { answers: false; error: unknown };
export type HealthService = ReturnType<typeof createHealthService>;

/** How long the detail waits for the queue's counts; an unreachable Redis answers null. */
const QUEUE_ANSWER_MS = 1_000;

/** Seconds the longest-waiting job of any type has waited; 0 when none waits. */
const oldestWaitingSeconds = (backlog: JobBacklog[], now: number): number => {
  const since = backlog.flatMap(({ oldestWaitingSince }) =>
    oldestWaitingSince === undefined ? [] : [oldestWaitingSince],
  );
  return since.length === 0 ? 0 : Math.max(0, Math.round((now - Math.min(...since)) / 1000));
};

export function createHealthService(
  database: DatabaseHandle,
  jobs: Pick<JobQueue, 'kind' | 'deadLetters' | 'workers' | 'backlog'>,
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
      const [deadLetters, workers, backlog] = await Promise.all([
        answerWithin(QUEUE_ANSWER_MS, () => jobs.deadLetters()),
        answerWithin(QUEUE_ANSWER_MS, () => jobs.workers()),
        answerWithin(QUEUE_ANSWER_MS, () => jobs.backlog()),
      ]);
      return {
        queue: jobs.kind,
        dead_letters: deadLetters ?? null,
        workers: workers ?? null,
        oldest_waiting_seconds: backlog ? oldestWaitingSeconds(backlog, Date.now()) : null,
      };
    },
  };
}
