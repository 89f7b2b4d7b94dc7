/**
 * Asks the browser to keep the booth's storage (`navigator.storage.persist()`), so the queue is
 * not evicted when the device runs short of space or, on iPadOS, after days without a visit.
 * Firefox waits on a prompt that may never come, so the answer is raced against a time limit.
 */
export type Persistence = 'persistent' | 'not-persistent' | 'no-answer' | 'unsupported';

export const PERSIST_TIMEOUT_MS = 3000;

type StorageManagerLike = Pick<StorageManager, 'persist' | 'persisted'>;

export async function askPersistentStorage(
  storage: Partial<StorageManagerLike> | undefined = globalThis.navigator?.storage,
  timeoutMs = PERSIST_TIMEOUT_MS,
): Promise<Persistence> {
  if (!storage?.persist) return 'unsupported';
  // Asked once already and granted: no need to ask again.
  if (await storage.persisted?.().catch(() => false)) return 'persistent';
  let timer: ReturnType<typeof setTimeout> | undefined;
  const noAnswer = new Promise<Persistence>((resolve) => {
    timer = setTimeout(() => resolve('no-answer'), timeoutMs);
  });
  const answer = storage
    .persist()
    .then((granted): Persistence => (granted ? 'persistent' : 'not-persistent'))
    .catch((): Persistence => 'not-persistent');
  try {
    return await Promise.race([answer, noAnswer]);
  } finally {
    clearTimeout(timer);
  }
}
