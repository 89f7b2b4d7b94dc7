/**
 * The job queue's contract, held by both implementations: in memory always, BullMQ on the real
 * Redis when TEST_REDIS_URL is set. Jobs run once per id with their checked payload, failures are
 * retried after the type's waits and end as dead letters, a stop lets the running job finish, and
 * start-up refuses a job name with no handler or two.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { currentRequestId, followRequest } from '../../shared/request-trail.ts';
import { removeRedisKeys, testRedisPrefix, testRedisUrl } from '../../test/redis.ts';
import { createInProcessJobQueue } from './in-process-queue.ts';
import { defineJob, type JobQueue, type JobType } from './job-queue.ts';
import { createRedisJobQueue } from './redis-queue.ts';

const noteJob = defineJob<{ note: string }>({
  name: 'note',
  payload: z.object({ note: z.string().min(1) }),
  retryDelaysMs: [20, 40],
  concurrency: 2,
  idOf: ({ note }) => `note-${note}`,
});
const otherJob = defineJob<{ n: number }>({
  name: 'other',
  payload: z.object({ n: z.number() }),
  retryDelaysMs: [],
  concurrency: 1,
  idOf: ({ n }) => `other-${n}`,
});

type Make = (types: JobType<unknown>[]) => JobQueue;

const implementations: [string, () => { make: Make; cleanUp: () => Promise<void> }][] = [
  ['in memory', () => ({ make: (types) => createInProcessJobQueue(types, () => {}), cleanUp: async () => {} })],
];
if (testRedisUrl) {
  const url = testRedisUrl;
  implementations.push([
    'on Redis',
    () => {
      const prefix = testRedisPrefix();
      return {
        make: (types) => createRedisJobQueue(types, { redisUrl: url, prefix, onFailure: () => {} }),
        cleanUp: () => removeRedisKeys(url, prefix),
      };
    },
  ]);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(implementations)('the job queue %s', (_name, setUp) => {
  let queues: JobQueue[] = [];
  let cleanUp = async () => {};
  let make: Make;

  const queueOf = (types: JobType<unknown>[] = [noteJob, otherJob]) => {
    if (queues.length === 0) ({ make, cleanUp } = setUp());
    const queue = make(types);
    queues.push(queue);
    return queue;
  };

  afterEach(async () => {
    for (const queue of queues) await queue.stop();
    queues = [];
    await cleanUp();
  });

  it('refuses to start with a job name that has no handler, or two', async () => {
    const queue = queueOf();
    queue.handle(noteJob, async () => {});
    queue.handle(noteJob, async () => {});
    await expect(queue.start({ work: true })).rejects.toThrow(
      'Background jobs are not set up right: note has 2 handlers; other has no handler',
    );
  });

  it('refuses to start with a job type the modules export that no handler declared', async () => {
    const queue = queueOf([]);
    queue.handle(noteJob, async () => {});
    await expect(queue.start({ work: true, types: [noteJob, otherJob] })).rejects.toThrow(
      'Background jobs are not set up right: other has no handler',
    );
  });

  it('runs a job whose type only its handler declared', async () => {
    const queue = queueOf([]);
    const seen: string[] = [];
    queue.handle(noteJob, async (payload) => {
      seen.push(payload.note);
    });
    await queue.start({ work: true, types: [noteJob] });
    await queue.add(noteJob, { note: 'hello' });
    await queue.drain();
    expect(seen).toEqual(['hello']);
  });

  it('counts a queue that runs jobs as a worker while it runs, and no longer once it has stopped', async () => {
    const worker = queueOf([noteJob]);
    worker.handle(noteJob, async () => {});
    await worker.start({ work: true });
    expect(await worker.workers()).toBe(1);
    // On Redis another process (an API process, which runs no jobs itself) sees it too.
    const onlooker = worker.kind === 'redis' ? queueOf([noteJob]) : worker;
    if (onlooker !== worker) {
      onlooker.handle(noteJob, async () => {});
      await onlooker.start({ work: false });
      expect(await onlooker.workers()).toBe(1);
    }
    await worker.stop();
    expect(await onlooker.workers()).toBe(0);
  });

  it('reports the jobs waiting behind the running ones and since when the oldest waits, then none', async () => {
    const queue = queueOf([noteJob]);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    queue.handle(noteJob, () => held);
    await queue.start({ work: true });
    const before = Date.now();
    await queue.addMany(noteJob, [{ note: 'a' }, { note: 'b' }, { note: 'c' }, { note: 'd' }]);
    const after = Date.now();
    await expect.poll(async () => (await queue.backlog())[0]?.running).toBe(noteJob.concurrency);
    const [busy] = await queue.backlog();
    expect(busy).toMatchObject({ job: 'note', waiting: 2, retrying: 0 });
    expect(busy?.oldestWaitingSince).toBeGreaterThanOrEqual(before);
    expect(busy?.oldestWaitingSince).toBeLessThanOrEqual(after);
    release();
    await queue.drain();
    await expect
      .poll(() => queue.backlog())
      .toEqual([{ job: 'note', waiting: 0, retrying: 0, running: 0, oldestWaitingSince: undefined }]);
  });

  it('runs a job with the id of the request that added it, and one added outside a request with none', async () => {
    const queue = queueOf([noteJob]);
    const seen: [string, string | undefined][] = [];
    queue.handle(noteJob, async ({ note }) => {
      await sleep(5);
      seen.push([note, currentRequestId()]);
    });
    await queue.start({ work: true });
    await followRequest('request-a', () => queue.add(noteJob, { note: 'a' }));
    await followRequest('request-b', () => queue.addMany(noteJob, [{ note: 'b' }]));
    await queue.add(noteJob, { note: 'c' });
    await queue.drain();
    expect(seen.sort()).toEqual([
      ['a', 'request-a'],
      ['b', 'request-b'],
      ['c', undefined],
    ]);
  });

  it('refuses a payload its schema rejects, and a job of a type never declared', async () => {
    const queue = queueOf([noteJob]);
    queue.handle(noteJob, async () => {});
    await queue.start({ work: true });
    await expect(queue.add(noteJob, { note: '' })).rejects.toThrow();
    await expect(queue.add(otherJob, { n: 1 })).rejects.toThrow('Job other is not declared');
  });

  it('runs each job once with its payload, however often the same id is added', async () => {
    const queue = queueOf();
    const seen: string[] = [];
    queue.handle(noteJob, async ({ note }) => {
      await sleep(20);
      seen.push(note);
    });
    queue.handle(otherJob, async () => {});
    await queue.start({ work: true });
    await Promise.all([
      queue.add(noteJob, { note: 'a' }),
      queue.add(noteJob, { note: 'a' }),
      queue.addMany(noteJob, [{ note: 'b' }, { note: 'a' }, { note: 'c' }]),
    ]);
    await queue.add(noteJob, { note: 'b' });
    await queue.drain();
    expect(seen.sort()).toEqual(['a', 'b', 'c']);
    expect(await queue.deadLetters()).toBe(0);
  });

  it('retries a failing job after its waits, then keeps it as a dead letter', async () => {
    const queue = queueOf();
    const attempts: { attempt: number; isLastAttempt: boolean }[] = [];
    queue.handle(noteJob, async (_payload, { attempt, isLastAttempt }) => {
      attempts.push({ attempt, isLastAttempt });
      throw new Error('the provider said no');
    });
    queue.handle(otherJob, async () => {});
    await queue.start({ work: true });
    await queue.add(noteJob, { note: 'doomed' });
    await queue.drain();
    expect(attempts).toEqual([
      { attempt: 1, isLastAttempt: false },
      { attempt: 2, isLastAttempt: false },
      { attempt: 3, isLastAttempt: true },
    ]);
    expect(await queue.deadLetters()).toBe(1);
  });

  it('lets the running job finish when it stops, and starts no other', async () => {
    const queue = queueOf();
    const finished: string[] = [];
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let started = 0;
    queue.handle(otherJob, async ({ n }) => {
      started += 1;
      await held;
      finished.push(`other-${n}`);
    });
    queue.handle(noteJob, async () => {});
    await queue.start({ work: true });
    await queue.addMany(otherJob, [{ n: 1 }, { n: 2 }]);
    while (started === 0) await sleep(10);
    const stopping = queue.stop();
    await sleep(50);
    expect(queue.stopping.aborted).toBe(true);
    release();
    await stopping;
    expect(finished).toEqual(['other-1']);
    expect(started).toBe(1);
  });
});

describe.runIf(testRedisUrl)('the job queue on Redis with an API process and a worker process', () => {
  const prefix = testRedisPrefix();
  const url = testRedisUrl ?? '';
  const queues: JobQueue[] = [];
  afterEach(async () => {
    for (const queue of queues) await queue.stop();
    await removeRedisKeys(url, prefix);
  });

  it('runs on the worker what the API process added, and nothing on the API process', async () => {
    const ranOn: string[] = [];
    const processOf = (name: string, work: boolean) => {
      const queue = createRedisJobQueue([otherJob], { redisUrl: url, prefix, onFailure: () => {} });
      queue.handle(otherJob, async ({ n }) => {
        ranOn.push(`${name}:${n}`);
      });
      queues.push(queue);
      return queue.start({ work }).then(() => queue);
    };
    const api = await processOf('api', false);
    await api.addMany(otherJob, [{ n: 1 }, { n: 2 }]);
    await sleep(100);
    expect(ranOn).toEqual([]);
    await processOf('worker', true);
    await api.drain();
    expect(ranOn.sort()).toEqual(['worker:1', 'worker:2']);
  });
});

describe('the job queue in memory', () => {
  it('refuses to start without running jobs itself: nothing else would run them', async () => {
    const queue = createInProcessJobQueue([otherJob], () => {});
    queue.handle(otherJob, async () => {});
    await expect(queue.start({ work: false })).rejects.toThrow('ROLE=api needs REDIS_URL');
  });
});
