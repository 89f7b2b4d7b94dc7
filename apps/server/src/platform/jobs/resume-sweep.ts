/**
 * Now and then, while jobs run, adds again the jobs of rows still waiting to be worked on, and
 * settles the rows left `sending` past the sending deadline. What it catches: a process that
 * died between a row's commit and its job's add (or while Redis was away), and a send whose
 * outcome could not be written (the database away just then) or whose worker died. Job ids keep
 * it from adding a second job for a row whose job is still kept.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { JobQueue } from './job-queue.ts';

export const RESUME_SWEEP_MS = 60_000;

/**
 * How long a row may stay `sending` before the sweep settles it `unknown`: far longer than any
 * one send may take (the SMS call gives up after 10 s, SMTP's idle socket after 10 minutes), so
 * a send still running elsewhere is never overtaken.
 */
export const SENDING_DEADLINE_MS = 30 * 60_000;

/** The claims older than this instant are past the sending deadline. */
export const sendsOverdueBefore = (now = Date.now()): string => new Date(now - SENDING_DEADLINE_MS).toISOString();

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
