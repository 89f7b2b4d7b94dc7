/**
 * The request a piece of work is for, kept across awaits: a request's id, set when it arrives, is
 * read by the job queue when the request adds a job, and a job runs with the id of the request
 * that added it, so the job's log lines name that request (`jobLogFields`, the logger's mixin).
 */
import { AsyncLocalStorage } from 'node:async_hooks';

type Trail = { requestId: string; within: 'request' | 'job' };

const trails = new AsyncLocalStorage<Trail>();

/** Runs the rest of a request with its id on the trail. */
export const followRequest = <Result>(requestId: string, rest: () => Result): Result =>
  trails.run({ requestId, within: 'request' }, rest);

/** Runs a job with the id of the request that added it (none: a job of the sweep or start-up). */
export const followJob = <Result>(requestId: string | undefined, run: () => Result): Result =>
  requestId === undefined ? trails.exit(run) : trails.run({ requestId, within: 'job' }, run);

/** The id of the request (or of the job's request) this code runs for; undefined outside one. */
export const currentRequestId = (): string | undefined => trails.getStore()?.requestId;

/**
 * Fields every log line written while a job runs carries: the request's id under the label a
 * request's own lines use. A request's lines carry it already, through its child logger.
 */
export const jobLogFields = (): { reqId?: string } => {
  const trail = trails.getStore();
  return trail?.within === 'job' ? { reqId: trail.requestId } : {};
};
