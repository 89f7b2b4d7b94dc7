import { queryClient } from '@/shared/api/query-client';
import { clearPersistedState } from './clear-persisted-state';
import { useSessionStore } from './session-store';

const sessionEndListeners = new Set<() => void>();

/**
 * Lets a feature's store forget its in-memory state on sign-out (the wizard draft); local storage
 * is cleared here anyway. Returns a function that removes the listener.
 */
export function onSessionEnd(listener: () => void): () => void {
  sessionEndListeners.add(listener);
  return () => sessionEndListeners.delete(listener);
}

/** Forgets the signed-in user everywhere: memory, local storage and cached server data. */
export function endSession(): void {
  useSessionStore.getState().clearSession();
  for (const listener of sessionEndListeners) listener();
  // After the listeners, whose resets may have written their emptied state back.
  clearPersistedState();
  queryClient.clear();
}
