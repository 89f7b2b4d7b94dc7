/**
 * The job queue the configuration asks for: BullMQ on Redis when REDIS_URL is set, memory otherwise.
 * Its job types are declared by the handlers the modules register and checked at start against
 * the types the modules export.
 */
import type { FastifyBaseLogger } from 'fastify';
import { createInProcessJobQueue } from './in-process-queue.ts';
import type { JobFailureReport, JobQueue } from './job-queue.ts';
import { createRedisJobQueue, type RedisQueueOptions } from './redis-queue.ts';

export type JobQueueSettings = {
  redisUrl: string | undefined;
  redisPrefix: string;
  /** Lock and stalled-check timings in place of BullMQ's (tests shorten them). */
  timings?: Pick<RedisQueueOptions, 'lockDurationMs' | 'stalledIntervalMs' | 'handBackAfterMs' | 'readyWithinMs'>;
};

export function createJobQueue(
  settings: JobQueueSettings,
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>,
  countFailure: (name: string, willRetry: boolean) => void = () => {},
): JobQueue {
  // A failure with a retry to come is a warning; the last one is a dead letter, an error. The
  // request that added the job is named as its own log lines name it (reqId).
  const onFailure: JobFailureReport = (name, error, willRetry, reqId) => {
    countFailure(name, willRetry);
    if (willRetry) log.warn({ err: error, job: name, reqId }, 'background job failed; it will be retried');
    else log.error({ err: error, job: name, reqId }, 'background job failed for good');
  };
  if (!settings.redisUrl) return createInProcessJobQueue([], onFailure);
  return createRedisJobQueue([], {
    redisUrl: settings.redisUrl,
    prefix: settings.redisPrefix,
    onFailure,
    ...settings.timings,
  });
}
