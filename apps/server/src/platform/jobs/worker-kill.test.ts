/**
 * A worker process killed with SIGKILL in the middle of a job (a crash, the OOM killer): the job
 * is taken over by another worker process once its lock runs out, and runs to its end once, there.
 * Real processes on the real Redis (TEST_REDIS_URL).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SERVER_ROOT } from '../../server-root.ts';
import { removeRedisKeys, testRedisPrefix, testRedisUrl } from '../../test/redis.ts';
import { createRedisJobQueue } from './redis-queue.ts';
import { MARK_JOB } from './testing/marking-worker.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.runIf(testRedisUrl)('a worker killed mid-job', () => {
  const url = testRedisUrl ?? '';
  const prefix = testRedisPrefix();
  const children: ChildProcess[] = [];
  let folder = '';

  afterEach(async () => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await removeRedisKeys(url, prefix);
    await fs.rm(folder, { recursive: true, force: true });
  });

  /** Starts a marking worker and waits until it takes jobs. */
  async function startWorker(name: string, holdMs: number, marksFile: string): Promise<ChildProcess> {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(SERVER_ROOT, 'src/platform/jobs/testing/marking-worker.ts')],
      {
        cwd: SERVER_ROOT,
        env: {
          ...process.env,
          REDIS_URL: url,
          REDIS_PREFIX: prefix,
          MARKS_FILE: marksFile,
          HOLD_MS: String(holdMs),
          NAME: name,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    children.push(child);
    let output = '';
    await new Promise<void>((resolve, reject) => {
      child.stdout?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('ready')) resolve();
      });
      child.stderr?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
      });
      child.once('exit', () => reject(new Error(`worker ${name} exited:\n${output}`)));
    });
    return child;
  }

  const marks = async (file: string) => (await fs.readFile(file, 'utf8').catch(() => '')).split('\n').filter(Boolean);

  it('runs the job once more, on another worker, to its end', async () => {
    folder = await fs.mkdtemp(path.join(os.tmpdir(), 'boothdeck-worker-kill-'));
    const marksFile = path.join(folder, 'marks.txt');
    const producer = createRedisJobQueue([MARK_JOB], { redisUrl: url, prefix, onFailure: () => {} });
    producer.handle(MARK_JOB, async () => {});
    await producer.start({ work: false });
    try {
      const first = await startWorker('first', 60_000, marksFile);
      await producer.add(MARK_JOB, { n: 7 });
      while (!(await marks(marksFile)).includes('start first 7 1')) await sleep(50);
      first.kill('SIGKILL');
      await new Promise((resolve) => first.once('exit', resolve));

      await startWorker('second', 0, marksFile);
      // A second add of the same job while it is kept changes nothing.
      await producer.add(MARK_JOB, { n: 7 });
      const doneBy = Date.now() + 30_000;
      while (Date.now() < doneBy && !(await marks(marksFile)).some((line) => line.startsWith('done'))) await sleep(100);
      await sleep(500);

      expect(await marks(marksFile)).toEqual(['start first 7 1', 'start second 7 2', 'done second 7']);
      expect(await producer.deadLetters()).toBe(0);
    } finally {
      await producer.stop();
    }
  }, 60_000);
});
