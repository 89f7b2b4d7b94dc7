/**
 * Background work that must not hold up a reply (sending mail, delivering a share), as named jobs
 * with JSON payloads. Each job type is declared once (`defineJob`: its name, the schema of its
 * payload, its retries) and handled by exactly one handler, registered at start: `start()`
 * refuses a declared name with no handler or with two, so a job is never added that nothing runs.
 *
 * Two queues keep this one contract: in the server's memory (the default, for SQLite and tests)
 * and BullMQ on Redis (REDIS_URL), where jobs outlive the process that added them and any worker
 * process may run them. Delivery is at least once: a worker killed mid-job has its job run again
 * by another, so every handler is idempotent (the job's id is derived from its payload, and the
 * rows a handler works on are claimed with a conditional update before anything leaves).
 */
import type { z } from 'zod';

export type JobType<Payload> = {
  /** The job's name: its queue's name on Redis, and what logs and the health detail call it. */
  name: string;
  payload: z.ZodType<Payload>;
  /** Waits before the second, third… attempt; one attempt more than there are waits. */
  retryDelaysMs: readonly number[];
  /** Jobs of this type one worker runs at any one time. */
  concurrency: number;
  /** The job's id: a second add of the same id, while the first is kept, runs nothing more. */
  idOf(payload: Payload): string;
};

/** Declares a job type; the payload schema is checked when a job is added and again before it runs. */
export const defineJob = <Payload>(type: JobType<Payload>): JobType<Payload> => type;

/** What a handler knows of the attempt it runs. */
export type JobAttempt = {
  /** Counted from 1 across retries (and across a stalled worker's attempt). */
  attempt: number;
  /** No retry follows if this attempt throws: the job becomes a dead letter. */
  isLastAttempt: boolean;
  /** Aborted when the worker is stopping: a long handler ends early between steps. */
  stopping: AbortSignal;
};

/** Of one job type, the jobs not yet done, and since when the oldest waiting one has waited. */
export type JobBacklog = {
  job: string;
  /** Ready to run, not running yet. */
  waiting: number;
  /** Failed an attempt and waiting for the retry's time. */
  retrying: number;
  running: number;
  /** When the longest-waiting job was added (ms since the epoch); undefined when none waits. */
  oldestWaitingSince: number | undefined;
};

/** Runs one job; throwing fails the attempt (retried after the type's next wait, if any). */
export type JobHandler<Payload> = (payload: Payload, attempt: JobAttempt) => Promise<void>;

export type JobQueue = {
  /** `in-process` jobs live and die with this process; `redis` jobs outlive it. */
  readonly kind: 'in-process' | 'redis';
  /** Registers the one handler of a job type (declaring the type), before `start`. */
  handle<Payload>(type: JobType<Payload>, handler: JobHandler<Payload>): void;
  /**
   * Checks that every declared type, and every type of `types` (the job types the app's modules
   * export), has exactly one handler, then (with `work`) starts running jobs. An API-only process
   * (ROLE=api) adds jobs and runs none.
   */
  start(options: { work: boolean; types?: readonly JobType<unknown>[] }): Promise<void>;
  add<Payload>(type: JobType<Payload>, payload: Payload): Promise<void>;
  addMany<Payload>(type: JobType<Payload>, payloads: readonly Payload[]): Promise<void>;
  /** Waits until no job is waiting, running or waiting for a retry (tests). */
  drain(): Promise<void>;
  /**
   * At shutdown: no new job starts, retries' waits end, and the running jobs finish (or, past
   * `handBackAfterMs`, are left for another worker to take over on Redis).
   */
  stop(): Promise<void>;
  /** Jobs that failed their last attempt (kept on Redis; counted since start in memory). */
  deadLetters(): Promise<number>;
  /** Each job type's jobs not yet done: the shared queue's on Redis, this process's in memory. */
  backlog(): Promise<JobBacklog[]>;
  /**
   * Worker processes running jobs now: on Redis, those whose heartbeat (renewed every 10 s,
   * lapsing after 30 s) is current; in memory, this process once started.
   */
  workers(): Promise<number>;
  readonly stopping: AbortSignal;
};

/** Called on each failed attempt, with the id of the request that added the job (if one did). */
export type JobFailureReport = (
  name: string,
  error: unknown,
  willRetry: boolean,
  requestId: string | undefined,
) => void;

/** The wait before attempt `attempt + 1`; the last wait repeats if a run had more attempts. */
export const retryDelayAfter = (type: JobType<unknown>, attempt: number): number =>
  type.retryDelaysMs[Math.min(attempt, type.retryDelaysMs.length) - 1] ?? 0;

export const attemptsOf = (type: JobType<unknown>): number => type.retryDelaysMs.length + 1;

/**
 * Holds the declared types and their handlers for a queue. A type is declared when the queue is
 * made, when a handler is registered for it, or at start, by the modules that export it; `onDeclare`
 * lets the queue set up each one. `check` is the start-up refusal of a name with no handler or with
 * two; `typeNamed` refuses a job of a type that was never declared.
 */
export function createJobRegistry(
  types: readonly JobType<unknown>[],
  onDeclare: (type: JobType<unknown>) => void = () => {},
) {
  const declared = new Map<string, JobType<unknown>>();
  const declare = (type: JobType<unknown>) => {
    const known = declared.get(type.name);
    if (known === type) return;
    if (known) throw new Error(`Job ${type.name} is declared twice`);
    declared.set(type.name, type);
    onDeclare(type);
  };
  for (const type of types) {
    if (declared.has(type.name)) throw new Error(`Job ${type.name} is declared twice`);
    declare(type);
  }
  const handlers = new Map<string, JobHandler<unknown>[]>();
  return {
    types: () => [...declared.values()],
    handle<Payload>(type: JobType<Payload>, handler: JobHandler<Payload>): void {
      declare(type as JobType<unknown>);
      handlers.set(type.name, [...(handlers.get(type.name) ?? []), handler as JobHandler<unknown>]);
    },
    /** Refuses a declared type, or one of `exported` (the modules' job types), without exactly one handler. */
    check(exported: readonly JobType<unknown>[] = []): void {
      for (const type of exported) declare(type);
      const problems = [...declared.keys()].flatMap((name) => {
        const count = handlers.get(name)?.length ?? 0;
        if (count === 1) return [];
        return [count === 0 ? `${name} has no handler` : `${name} has ${count} handlers`];
      });
      if (problems.length > 0) throw new Error(`Background jobs are not set up right: ${problems.join('; ')}`);
    },
    handlerOf(name: string): JobHandler<unknown> {
      const handler = handlers.get(name)?.[0];
      if (!handler) throw new Error(`Job ${name} has no handler`);
      return handler;
    },
    typeNamed<Payload>(type: JobType<Payload>): JobType<Payload> {
      if (declared.get(type.name) !== type) throw new Error(`Job ${type.name} is not declared`);
      return type;
    },
  };
}

export type JobRegistry = ReturnType<typeof createJobRegistry>;
