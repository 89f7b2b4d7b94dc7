/**
 * Background work that must not hold up a reply (sending mail). Runs in-process; a failure
 * is logged and never reaches the caller. `drain()` waits for everything queued so far.
 */
export type JobQueue = {
  enqueue(name: string, work: () => Promise<void>): void;
  drain(): Promise<void>;
};

export function createInProcessJobQueue(onError: (name: string, error: unknown) => void): JobQueue {
  const pending = new Set<Promise<void>>();
  return {
    enqueue(name, work) {
      const job = Promise.resolve()
        .then(work)
        .catch((error: unknown) => onError(name, error))
        .finally(() => pending.delete(job));
      pending.add(job);
    },
    async drain() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}
