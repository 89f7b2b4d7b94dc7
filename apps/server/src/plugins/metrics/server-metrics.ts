/**
 * This process's metrics in the Prometheus text format (prom-client, a registry per app). Counters
 * and the request histogram are this process's own; the gauges are read on each scrape from
 * what every process shares (the job queue on Redis or, in memory, this process's; the
 * database's booth sessions and uploads), so any process reports them.
 */
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { JobBacklog, JobQueue } from '../../platform/jobs/job-queue.ts';
import { answerWithin } from '../../shared/answer-within.ts';

/** Where the gauges read from on a scrape. */
export type MetricSources = {
  jobs: Pick<JobQueue, 'backlog' | 'deadLetters' | 'workers'>;
  /** Booths whose session was used in the last few minutes. */
  liveBooths: () => Promise<number>;
  /** Resumable uploads begun and not yet finished or given up. */
  uploadsInProgress: () => Promise<number>;
};

/** How long a scrape waits for one source; one that is away (Redis) leaves its gauges out. */
const SOURCE_ANSWER_MS = 1_000;

/** A request's route as a label: the route's pattern, never the address with its ids. */
export const UNMATCHED_ROUTE = '(unmatched)';

export type ServerMetrics = ReturnType<typeof createServerMetrics>;

/**
 * Calls `read` once for all the gauges that use it in one scrape: the calls made while an
 * answer is on its way share it.
 */
function sharedWhileAsked<Answer>(read: () => Promise<Answer>): () => Promise<Answer> {
  let asking: Promise<Answer> | undefined;
  return () => {
    asking ??= read().finally(() => {
      asking = undefined;
    });
    return asking;
  };
}

/** `hasProcessMetrics`: the process's CPU, memory and event loop too, when anything may scrape them. */
export function createServerMetrics({ hasProcessMetrics }: { hasProcessMetrics: boolean }) {
  const registry = new Registry();
  if (hasProcessMetrics) collectDefaultMetrics({ register: registry, prefix: 'boothdeck_' });
  let sources: MetricSources | undefined;

  const requests = new Counter({
    name: 'boothdeck_http_requests_total',
    help: 'Requests answered, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'],
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'boothdeck_http_request_duration_seconds',
    help: 'Time to answer a request, by method and route pattern',
    labelNames: ['method', 'route'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });
  const jobFailures = new Counter({
    name: 'boothdeck_job_failures_total',
    help: 'Failed job attempts in this process, by job; final="true" when no retry follows (a dead letter)',
    labelNames: ['job', 'final'],
    registers: [registry],
  });

  const backlog = sharedWhileAsked(async () => {
    const jobs = sources?.jobs;
    return jobs ? ((await answerWithin(SOURCE_ANSWER_MS, () => jobs.backlog())) ?? []) : [];
  });
  const fromBacklog = (set: (gauge: Gauge<string>, entry: JobBacklog, now: number) => void) =>
    async function collect(this: Gauge<string>) {
      this.reset();
      const now = Date.now();
      for (const entry of await backlog()) set(this, entry, now);
    };
  new Gauge({
    name: 'boothdeck_job_queue_depth',
    help: 'Jobs not yet done, by job and state: waiting to run, waiting for a retry, running',
    labelNames: ['job', 'state'],
    registers: [registry],
    collect: fromBacklog((gauge, { job, waiting, retrying, running }) => {
      gauge.set({ job, state: 'waiting' }, waiting);
      gauge.set({ job, state: 'retrying' }, retrying);
      gauge.set({ job, state: 'running' }, running);
    }),
  });
  new Gauge({
    name: 'boothdeck_job_oldest_waiting_seconds',
    help: 'How long the longest-waiting job of each job has waited to run (0 when none waits)',
    labelNames: ['job'],
    registers: [registry],
    collect: fromBacklog((gauge, { job, oldestWaitingSince }, now) =>
      gauge.set({ job }, oldestWaitingSince === undefined ? 0 : Math.max(0, now - oldestWaitingSince) / 1000),
    ),
  });
  /** A gauge of one number read on each scrape; left out when its source does not answer. */
  const readOnScrape = (name: string, help: string, read: (from: MetricSources) => Promise<number>) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        this.reset();
        const from = sources;
        const value = from ? await answerWithin(SOURCE_ANSWER_MS, () => read(from)) : undefined;
        if (value !== undefined) this.set(value);
      },
    });
  readOnScrape('boothdeck_job_dead_letters', 'Jobs that failed their last attempt and are kept', (from) =>
    from.jobs.deadLetters(),
  );
  readOnScrape('boothdeck_job_workers', 'Worker processes running jobs now (a current heartbeat)', (from) =>
    from.jobs.workers(),
  );
  readOnScrape('boothdeck_booths_live', 'Booths whose session was used in the last five minutes', (from) =>
    from.liveBooths(),
  );
  readOnScrape('boothdeck_uploads_in_progress', 'Resumable uploads begun and not yet finished', (from) =>
    from.uploadsInProgress(),
  );

  return {
    registry,
    /** Names what the gauges read from, once the app has made it. */
    readFrom(from: MetricSources): void {
      sources = from;
    },
    observeRequest(method: string, route: string | undefined, statusCode: number, seconds: number): void {
      const labels = { method, route: route ?? UNMATCHED_ROUTE };
      requests.inc({ ...labels, status_code: String(statusCode) });
      durations.observe(labels, seconds);
    },
    jobFailed(job: string, willRetry: boolean): void {
      jobFailures.inc({ job, final: String(!willRetry) });
    },
  };
}
