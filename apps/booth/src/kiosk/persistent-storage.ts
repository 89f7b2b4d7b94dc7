/**
 * Asks the browser to keep the kiosk's storage (the queue of captures) from eviction. The answer
 * is awaited for a limited time only: Firefox waits on a permission prompt that a kiosk may never
 * show, so `persist()` can stay unsettled for ever. 'unanswered' says the browser did not answer
 * in time; `navigator.storage` is missing on some engines (WebKitGTK), which is 'unsupported'.
 */
export type PersistAnswer = 'persistent' | 'not-persistent' | 'unanswered' | 'unsupported';

export const PERSIST_WAIT_MS = 3000;

export async function askPersistentStorage(
  nav: Pick<Navigator, 'storage'> = navigator,
  waitMs = PERSIST_WAIT_MS,
): Promise<PersistAnswer> {
  const storage = nav.storage as StorageManager | undefined;
  if (!storage?.persist) return 'unsupported';
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<PersistAnswer>((resolve) => {
    timer = setTimeout(() => resolve('unanswered'), waitMs);
  });
  const answer = storage.persist().then(
    (granted): PersistAnswer => (granted ? 'persistent' : 'not-persistent'),
    (): PersistAnswer => 'not-persistent',
  );
  try {
    return await Promise.race([answer, late]);
  } finally {
    clearTimeout(timer);
  }
}
