import { queryClient } from '@/shared/api/query-client';
import { clearPersistedState } from './clear-persisted-state';
import { useSessionStore } from './session-store';

/** Forgets the signed-in user everywhere: memory, local storage and cached server data. */
export function endSession(): void {
  useSessionStore.getState().clearSession();
  clearPersistedState();
  queryClient.clear();
}
