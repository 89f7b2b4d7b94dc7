/**
 * Now and then, while jobs run, adds again the jobs of rows still waiting to be worked on. What
 * it catches: a process that died between a row's commit and its job's add. Job ids keep it from
 * adding a second job for a row whose job is still kept.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { JobQueue } from './job-queue.ts';

export const RESUME_SWEEP_MS = 60_000;

export function sweepWhileRunning(
  jobs: JobQueue,
  sweep: () => Promise<void>,
  log: Pick<FastifyBaseLogger, 'warn'>,
  everyMs = RESUME_SWEEP_MS,
): void {
  const timer = setInterval(() => {
    sweep().catch((error: unknown) =>
      log.warn({ err: error }, 'queued work could not be looked for; trying again later'),
    );
  }, everyMs);
  timer.unref();
  jobs.stopping.addEventListener('abort', () => clearInterval(timer), { once: true });
}
