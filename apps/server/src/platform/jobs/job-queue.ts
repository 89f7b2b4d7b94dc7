/**
 * Background work that must not hold up a reply (sending mail, delivering a share). Runs
 * in-process; a failure is logged and never reaches the caller. `drain()` waits for everything
 * queued so far, retries and their waits included.
 */
export type JobQueue = {
  enqueue(name: string, work: () => Promise<void>): void;
  /** Like `enqueue`, trying again after each failure as `policy` says (see `withRetries`). */
  enqueueWithRetries(name: string, work: (attempt: number) => Promise<void>, policy: RetryPolicy): void;
  drain(): Promise<void>;
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

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function withRetries(work: (attempt: number) => Promise<void>, policy: RetryPolicy): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await work(attempt);
      return;
    } catch (error) {
      const delay = policy.delaysMs[attempt - 1];
      await policy.onAttemptFailed(attempt, error, delay !== undefined);
      if (delay === undefined) return;
      await wait(delay);
    }
  }
}

export function createInProcessJobQueue(onError: (name: string, error: unknown) => void): JobQueue {
  const pending = new Set<Promise<void>>();
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
      enqueue(name, () => withRetries(work, policy));
    },
    async drain() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}
