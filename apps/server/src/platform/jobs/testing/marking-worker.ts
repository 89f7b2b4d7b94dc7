/**
 * A worker process for the kill test: runs `mark` jobs from the Redis queue, writing a line when
 * a job starts and when it ends, and holding each job HOLD_MS in between. Started with short lock
 * and stalled-check timings, so a job whose worker is killed comes back within seconds.
 */
import fs from 'node:fs/promises';
import { z } from 'zod';
import { defineJob } from '../job-queue.ts';
import { createRedisJobQueue } from '../redis-queue.ts';

export const MARK_JOB = defineJob<{ n: number }>({
  name: 'mark',
  payload: z.object({ n: z.number().int() }),
  retryDelaysMs: [],
  concurrency: 1,
  idOf: ({ n }) => `mark-${n}`,
});

/** Short enough that a killed worker's job is taken over within seconds (the test's patience). */
export const TEST_LOCK_MS = 2_000;
export const TEST_STALLED_CHECK_MS = 1_000;

async function main() {
  const { REDIS_URL, REDIS_PREFIX, MARKS_FILE, HOLD_MS, NAME } = process.env;
  if (!REDIS_URL || !REDIS_PREFIX || !MARKS_FILE || !NAME) throw new Error('REDIS_URL, REDIS_PREFIX, MARKS_FILE, NAME');
  const queue = createRedisJobQueue([MARK_JOB], {
    redisUrl: REDIS_URL,
    prefix: REDIS_PREFIX,
    lockDurationMs: TEST_LOCK_MS,
    stalledIntervalMs: TEST_STALLED_CHECK_MS,
    onFailure: (_name, error) => process.stderr.write(`job failed: ${String(error)}\n`),
  });
  queue.handle(MARK_JOB, async ({ n }, { attempt }) => {
    await fs.appendFile(MARKS_FILE, `start ${NAME} ${n} ${attempt}\n`);
    await new Promise((resolve) => setTimeout(resolve, Number(HOLD_MS ?? 0)));
    await fs.appendFile(MARKS_FILE, `done ${NAME} ${n}\n`);
  });
  await queue.start({ work: true });
  process.stdout.write('ready\n');
  process.once('SIGTERM', () => {
    void queue.stop().then(() => process.exit(0));
  });
}

if (process.argv[1] === import.meta.filename) await main();
