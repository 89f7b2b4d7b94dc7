/**
 * The job queue in this process's memory: the default, with SQLite (one process) and in tests.
 * A job waiting or waiting for a retry when the process stops is gone, so what a job works on is
 * kept in the database (a queued row) and added again at the next start; see the modules' resume.
 */
import { currentRequestId, followJob } from '../../shared/request-trail.ts';
import type { JobFailureReport, JobQueue, JobType } from './job-queue.ts';
import { attemptsOf, createJobRegistry, retryDelayAfter } from './job-queue.ts';

type Pending = { id: string; payload: unknown; attempt: number; addedAt: number; requestId: string | undefined };

export function createInProcessJobQueue(types: readonly JobType<unknown>[], onFailure: JobFailureReport): JobQueue {
  const stopper = new AbortController();
  let working = false;
  let deadLetters = 0;
  /** Ids of the jobs waiting, running or between attempts: a second add of one is dropped. */
  const known = new Set<string>();
  const waiting = new Map<string, Pending[]>();
  const running = new Map<string, number>();
  const retrying = new Map<string, number>();
  const registry = createJobRegistry(types, (type) => {
    waiting.set(type.name, []);
    running.set(type.name, 0);
    retrying.set(type.name, 0);
  });
  const retryTimers = new Set<NodeJS.Timeout>();
  const busy = new Set<Promise<void>>();
  let idle: (() => void)[] = [];

  const isIdle = () => known.size === 0;
  const settleIdle = () => {
    if (!isIdle()) return;
    for (const resolve of idle) resolve();
    idle = [];
  };

  function forget(id: string) {
    known.delete(id);
    settleIdle();
  }

  function pump(type: JobType<unknown>) {
    if (!working || stopper.signal.aborted) return;
    const queue = waiting.get(type.name) ?? [];
    while (queue.length > 0 && (running.get(type.name) ?? 0) < type.concurrency) {
      const job = queue.shift() as Pending;
      running.set(type.name, (running.get(type.name) ?? 0) + 1);
      const run = followJob(job.requestId, () => runOnce(type, job)).finally(() => {
        busy.delete(run);
        running.set(type.name, (running.get(type.name) ?? 0) - 1);
        pump(type);
      });
      busy.add(run);
    }
  }

  async function runOnce(type: JobType<unknown>, job: Pending): Promise<void> {
    const isLastAttempt = job.attempt >= attemptsOf(type);
    try {
      const payload = type.payload.parse(job.payload);
      await registry.handlerOf(type.name)(payload, { attempt: job.attempt, isLastAttempt, stopping: stopper.signal });
      forget(job.id);
    } catch (error) {
      // Stopping cuts the retry's wait: what the job works on stays queued for the next start.
      onFailure(type.name, error, !isLastAttempt, job.requestId);
      if (isLastAttempt || stopper.signal.aborted) {
        if (isLastAttempt) deadLetters += 1;
        forget(job.id);
        return;
      }
      const countRetrying = (by: number) => retrying.set(type.name, (retrying.get(type.name) ?? 0) + by);
      countRetrying(1);
      const timer = setTimeout(
        () => {
          retryTimers.delete(timer);
          countRetrying(-1);
          waiting.get(type.name)?.push({ ...job, attempt: job.attempt + 1 });
          pump(type);
        },
        retryDelayAfter(type, job.attempt),
      );
      retryTimers.add(timer);
    }
  }

  function enqueue<Payload>(type: JobType<Payload>, payload: Payload) {
    const declared = registry.typeNamed(type) as JobType<unknown>;
    const checked = declared.payload.parse(payload);
    const id = declared.idOf(checked);
    if (known.has(id) || stopper.signal.aborted) return;
    known.add(id);
    const requestId = currentRequestId();
    waiting.get(declared.name)?.push({ id, payload: checked, attempt: 1, addedAt: Date.now(), requestId });
    pump(declared);
  }

  return {
    kind: 'in-process',
    handle: registry.handle,
    async start({ work, types: exported }) {
      registry.check(exported);
      // Without workers nothing would ever run what is added: only Redis has other processes.
      if (!work) throw new Error('The in-process job queue runs its jobs itself (ROLE=api needs REDIS_URL)');
      working = true;
      for (const type of registry.types()) pump(type);
    },
    async add(type, payload) {
      enqueue(type, payload);
    },
    async addMany(type, payloads) {
      for (const payload of payloads) enqueue(type, payload);
    },
    drain() {
      if (isIdle()) return Promise.resolve();
      return new Promise<void>((resolve) => idle.push(resolve));
    },
    async stop() {
      stopper.abort();
      for (const timer of retryTimers) clearTimeout(timer);
      retryTimers.clear();
      for (const name of retrying.keys()) retrying.set(name, 0);
      while (busy.size > 0) await Promise.allSettled([...busy]);
      // What waited is dropped: its rows are still queued, and the next start adds them again.
      for (const queue of waiting.values()) queue.length = 0;
      known.clear();
      settleIdle();
    },
    async deadLetters() {
      return deadLetters;
    },
    async backlog() {
      return registry.types().map(({ name }) => {
        const queue = waiting.get(name) ?? [];
        return {
          job: name,
          waiting: queue.length,
          retrying: retrying.get(name) ?? 0,
          running: running.get(name) ?? 0,
          // Retries go to the back with the time their job was first added.
          oldestWaitingSince: queue.reduce<number | undefined>(
            (oldest, job) => (oldest === undefined || job.addedAt < oldest ? job.addedAt : oldest),
            undefined,
          ),
        };
      });
    },
    async workers() {
      return working && !stopper.signal.aborted ? 1 : 0;
    },
    stopping: stopper.signal,
  };
}
