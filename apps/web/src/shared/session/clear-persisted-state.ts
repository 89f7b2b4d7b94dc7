import { PERSIST_KEY_PREFIX } from './session-store';

/** Removes every `boothdeck-*` key from local storage (session, wizard draft and any later store). */
export function clearPersistedState(storage: Storage = window.localStorage): void {
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key?.startsWith(PERSIST_KEY_PREFIX)) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
}
