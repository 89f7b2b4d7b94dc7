/**
 * The job queue on Redis (BullMQ), when REDIS_URL is set: one BullMQ queue per job type, under
 * a key prefix of its own per install (REDIS_PREFIX) or per test. Jobs outlive the process that
 * added them; every worker process (ROLE=worker or all) runs them.
 *
 * - A job's id comes from its payload (`idOf`): adding it again while the job is kept (waiting,
 *   running, waiting for a retry, completed in the last day, failed) adds nothing.
 * - A worker killed mid-job (SIGKILL, OOM, power) stops renewing the job's lock; after the lock
 *   runs out and the next stalled check (`lockDurationMs` + `stalledIntervalMs` at worst) another
 *   worker runs it again, as a new attempt. A job that stalls twice is failed instead: twice is
 *   enough for an idempotent handler, and a job that kills its worker must not kill them all.
 * - Failed attempts are retried after the type's waits; the last failure keeps the job in the
 *   queue's failed set, the dead letters `deadLetters()` counts, for a week.
 * - Adding a job fails at once while Redis is away (no offline queue, one try, a command timeout):
 *   the request that added it answers, and its rows stay queued for the sweep to add later.
 * - `stop()` lets the running jobs finish; past `handBackAfterMs` the worker lets go, and the jobs
 *   it held are taken over by another worker once their locks run out.
 */
import os from 'node:os';
import { type Job, Queue, UnrecoverableError, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { currentRequestId, followJob } from '../../shared/request-trail.ts';
import {
  attemptsOf,
  createJobRegistry,
  type JobFailureReport,
  type JobQueue,
  type JobType,
  retryDelayAfter,
} from './job-queue.ts';

export type RedisQueueOptions = {
  redisUrl: string;
  /** Namespaces every key: installs (or tests) sharing one Redis never see each other's jobs. */
  prefix: string;
  /** How long a worker's hold on a running job lasts unrenewed (JOB_LOCK_SECONDS; tests shorten it). */
  lockDurationMs?: number;
  /** How often workers look for jobs whose holder died (JOB_LOCK_SECONDS too; tests shorten it). */
  stalledIntervalMs?: number;
  /** How long `stop()` waits for the running jobs before leaving them to another worker. */
  handBackAfterMs?: number;
  /** How long start-up waits for Redis to answer before it gives up, saying so. */
  readyWithinMs?: number;
  /** How long adding a job waits for a Redis that is connected but does not answer. */
  commandTimeoutMs?: number;
  onFailure: JobFailureReport;
};

/**
 * Where a job's data keeps the id of the request that added it, beside the payload's own fields:
 * the payload's schema drops it when the job runs, so a worker of an earlier version reads the
 * job as before.
 */
const REQUEST_ID_KEY = '_requestId';

const withRequestId = (payload: unknown): unknown => {
  const requestId = currentRequestId();
  const isRecord = typeof payload === 'object' && payload !== null && !Array.isArray(payload);
  return requestId && isRecord ? { ...payload, [REQUEST_ID_KEY]: requestId } : payload;
};

const requestIdOf = (job: Job | undefined): string | undefined => {
  const requestId = (job?.data as Record<string, unknown> | undefined)?.[REQUEST_ID_KEY];
  return typeof requestId === 'string' ? requestId : undefined;
};

const DAY_S = 24 * 60 * 60;
const KEPT = {
  // Long enough for a late duplicate add to find the job and add nothing; a handler still checks its rows.
  removeOnComplete: { age: DAY_S, count: 100_000 },
  removeOnFail: { age: 7 * DAY_S },
};

/**
 * A process whose jobs could not be added or run is no use: it stops, naming Redis, rather than
 * take requests whose mails and messages would wait unseen.
 */
const READY_WITHIN_MS = 10_000;

/** How long a command of the queues (adding jobs, counting them) may wait for Redis's answer. */
const COMMAND_TIMEOUT_MS = 5_000;

/** Within the shutdown deadline, after the requests' share (plugins/shutdown-gate.ts). */
const HAND_BACK_AFTER_MS = 1_500;

/** A worker's heartbeat: renewed this often, and gone this long after its last renewal. */
const HEARTBEAT_EVERY_MS = 10_000;
const HEARTBEAT_LASTS_MS = 30_000;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createRedisJobQueue(types: readonly JobType<unknown>[], options: RedisQueueOptions): JobQueue {
  const stopper = new AbortController();
  // Workers block on Redis for the next job: their commands wait for a reconnect, never give up.
  const connection = new Redis(options.redisUrl, { maxRetriesPerRequest: null });
  // Adding a job answers a request: while Redis is away it fails at once (the rows stay queued
  // for the sweep) rather than wait offline for the whole outage.
  const producer = new Redis(options.redisUrl, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: options.commandTimeoutMs ?? COMMAND_TIMEOUT_MS,
  });
  // ioredis reconnects on its own; a command that cannot wait fails its caller instead. (A queue
  // repeats its connection's errors, and prints them when nothing listens.)
  const ignore = () => {};
  for (const client of [connection, producer]) client.on('error', ignore);
  const queues = new Map<string, Queue>();
  const registry = createJobRegistry(types, (type) => {
    const queue = new Queue(type.name, {
      connection: producer,
      prefix: options.prefix,
      defaultJobOptions: { attempts: attemptsOf(type), backoff: { type: 'planned' }, ...KEPT },
    });
    queue.on('error', ignore);
    queues.set(type.name, queue);
  });
  const workers: Worker[] = [];
  const heartbeatKey = `${options.prefix}:workers:${os.hostname()}:${process.pid}`;
  let heartbeat: NodeJS.Timeout | undefined;
  const beat = () => producer.set(heartbeatKey, new Date().toISOString(), 'PX', HEARTBEAT_LASTS_MS).catch(() => {});

  const queueOf = (type: JobType<unknown>) => {
    const queue = queues.get(registry.typeNamed(type).name);
    if (!queue) throw new Error(`Job ${type.name} is not declared`);
    return queue;
  };

  const entryOf = <Payload>(type: JobType<Payload>, payload: Payload) => {
    const checked = type.payload.parse(payload);
    return { name: type.name, data: withRequestId(checked), opts: { jobId: type.idOf(checked) } };
  };

  function workerFor(type: JobType<unknown>): Worker {
    const handler = registry.handlerOf(type.name);
    const worker = new Worker(
      type.name,
      async (job: Job) => {
        const parsed = type.payload.safeParse(job.data);
        // A payload this version cannot read will not read better on a retry.
        if (!parsed.success) throw new UnrecoverableError(`Payload of job ${type.name} is invalid`);
        const attempt = job.attemptsMade + 1;
        await followJob(requestIdOf(job), () =>
          handler(parsed.data, {
            attempt: Math.max(attempt, job.attemptsStarted),
            isLastAttempt: attempt >= attemptsOf(type),
            stopping: stopper.signal,
          }),
        );
      },
      {
        connection,
        prefix: options.prefix,
        concurrency: type.concurrency,
        maxStalledCount: 1,
        ...(options.lockDurationMs ? { lockDuration: options.lockDurationMs } : {}),
        ...(options.stalledIntervalMs ? { stalledInterval: options.stalledIntervalMs } : {}),
        settings: { backoffStrategy: (attemptsMade: number) => retryDelayAfter(type, attemptsMade) },
      },
    );
    worker.on('failed', (job, error) => {
      const willRetry =
        job !== undefined && job.attemptsMade < attemptsOf(type) && !(error instanceof UnrecoverableError);
      options.onFailure(type.name, error, willRetry, requestIdOf(job));
    });
    // The worker's own trouble (Redis away): it keeps trying, and no job is lost meanwhile.
    worker.on('error', (error) => options.onFailure(type.name, error, true, undefined));
    return worker;
  }

  async function closeWorkers() {
    const letGo = options.handBackAfterMs ?? HAND_BACK_AFTER_MS;
    const closing = Promise.all(workers.map((worker) => worker.close()));
    const finished = await Promise.race([closing.then(() => true), sleep(letGo).then(() => false)]);
    // Still running past the wait: let go; their locks run out and another worker takes them over.
    if (!finished) await Promise.all(workers.map((worker) => worker.close(true)));
  }

  return {
    kind: 'redis',
    handle: registry.handle,
    async start({ work, types: exported }) {
      registry.check(exported);
      const within = options.readyWithinMs ?? READY_WITHIN_MS;
      let timer: NodeJS.Timeout | undefined;
      const gaveUp = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () =>
            reject(
              new Error(`Redis at REDIS_URL did not answer within ${within / 1000} s: background jobs cannot start`),
            ),
          within,
        );
      });
      try {
        await Promise.race([Promise.all([...queues.values()].map((queue) => queue.waitUntilReady())), gaveUp]);
      } catch (error) {
        connection.disconnect();
        producer.disconnect();
        throw error;
      } finally {
        clearTimeout(timer);
      }
      if (!work) return;
      for (const type of registry.types()) workers.push(workerFor(type));
      await beat();
      heartbeat = setInterval(beat, HEARTBEAT_EVERY_MS);
      heartbeat.unref();
    },
    async add(type, payload) {
      const { name, data, opts } = entryOf(type, payload);
      await queueOf(type as JobType<unknown>).add(name, data, opts);
    },
    async addMany(type, payloads) {
      const queue = queueOf(type as JobType<unknown>);
      for (let start = 0; start < payloads.length; start += 1000) {
        await queue.addBulk(payloads.slice(start, start + 1000).map((payload) => entryOf(type, payload)));
      }
    },
    async drain() {
      for (;;) {
        const counts = await Promise.all(
          [...queues.values()].map((queue) => queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized')),
        );
        if (counts.every((count) => Object.values(count).every((n) => n === 0))) return;
        await sleep(25);
      }
    },
    async stop() {
      stopper.abort();
      clearInterval(heartbeat);
      if (heartbeat) await producer.del(heartbeatKey).catch(() => {});
      await closeWorkers();
      await Promise.all([...queues.values()].map((queue) => queue.close()));
      connection.disconnect();
      producer.disconnect();
    },
    async backlog() {
      return Promise.all(
        [...queues.entries()].map(async ([job, queue]) => {
          const counts = await queue.getJobCounts('waiting', 'prioritized', 'delayed', 'active');
          const [oldest] = counts.waiting ? await queue.getWaiting(0, 0) : [];
          return {
            job,
            waiting: (counts.waiting ?? 0) + (counts.prioritized ?? 0),
            retrying: counts.delayed ?? 0,
            running: counts.active ?? 0,
            oldestWaitingSince: oldest?.timestamp,
          };
        }),
      );
    },
    async workers() {
      let count = 0;
      let cursor = '0';
      do {
        const [next, keys] = await producer.scan(cursor, 'MATCH', `${options.prefix}:workers:*`, 'COUNT', 1000);
        cursor = next;
        count += keys.length;
      } while (cursor !== '0');
      return count;
    },
    async deadLetters() {
      const counts = await Promise.all([...queues.values()].map((queue) => queue.getFailedCount()));
      return counts.reduce((sum, count) => sum + count, 0);
    },
    stopping: stopper.signal,
  };
}
