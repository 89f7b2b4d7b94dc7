/**
 * Background work that must not hold up a reply (sending mail, delivering a share). Runs
 * in-process; a failure is logged and never reaches the caller. `drain()` waits for everything
 * queued so far, retries and their waits included. `stop()`, at shutdown, cuts the waits between
 * retries short and waits only for the work running now: what a retry or a batch would have
 * done next is left for the next start (deliveries resume their queued rows).
 */
export type JobQueue = {
  enqueue(name: string, work: () => Promise<void>): void;
  /** Like `enqueue`, trying again after each failure as `policy` says (see `withRetries`). */
  enqueueWithRetries(name: string, work: (attempt: number) => Promise<void>, policy: RetryPolicy): void;
  drain(): Promise<void>;
  stop(): Promise<void>;
  /** Set once `stop()` is called: long-running jobs check it between steps and end early. */
  readonly stopping: AbortSignal;
};

/**
 * At most `delaysMs.length + 1` attempts: the wait before attempt n + 1 is `delaysMs[n - 1]`.
 * `onAttemptFailed` hears of every failed attempt (numbered from 1) and whether another follows;
 * the job fails only when it throws, so the last failure is the policy's to record.
 */
export type RetryPolicy = {
  delaysMs: readonly number[];
  onAttemptFailed(attempt: number, error: unknown, willRetry: boolean): Promise<void>;
};

/** Waits `ms`, or less if `signal` is aborted meanwhile. */
function wait(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
  });
}

/** Tries `work` as `policy` says; once `stopping` is aborted, no further attempt starts. */
export async function withRetries(
  work: (attempt: number) => Promise<void>,
  policy: RetryPolicy,
  stopping?: AbortSignal,
): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await work(attempt);
      return;
    } catch (error) {
      const delay = policy.delaysMs[attempt - 1];
      await policy.onAttemptFailed(attempt, error, delay !== undefined);
      if (delay === undefined) return;
      await wait(delay, stopping);
      if (stopping?.aborted) return;
    }
  }
}

export function createInProcessJobQueue(onError: (name: string, error: unknown) => void): JobQueue {
  const pending = new Set<Promise<void>>();
  const stopper = new AbortController();
  const enqueue = (name: string, work: () => Promise<void>) => {
    const job = Promise.resolve()
      .then(work)
      .catch((error: unknown) => onError(name, error))
      .finally(() => pending.delete(job));
    pending.add(job);
  };
  return {
    enqueue,
    enqueueWithRetries(name, work, policy) {
      enqueue(name, () => withRetries(work, policy, stopper.signal));
    },
    async drain() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    async stop() {
      stopper.abort();
      while (pending.size > 0) await Promise.all([...pending]);
    },
    stopping: stopper.signal,
  };
}
