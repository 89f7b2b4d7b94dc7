/**
 * The kiosk's session as React reads it: loaded once from IndexedDB, changed only through the
 * functions here, each of which writes it back before anyone sees the change.
 */
import { useSyncExternalStore } from 'react';
import { clearKioskRecord, readKioskRecord, writeKioskRecord } from './kiosk-db.ts';
import type { KioskRecord, KioskSettings } from './kiosk-record.ts';

export type SessionState = {
  /** False until the kept session has been read. */
  loaded: boolean;
  record: KioskRecord | null;
};

let state: SessionState = { loaded: false, record: null };
const listeners = new Set<() => void>();

function publish(next: SessionState) {
  state = next;
  for (const listener of listeners) listener();
}

export const getSessionState = () => state;

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): SessionState {
  return useSyncExternalStore(subscribeSession, getSessionState);
}

/** The booth token, for the API client; null before sign-in and once the server refused it. */
export const currentToken = () => state.record?.token ?? null;

export async function loadSession(): Promise<SessionState> {
  const record = (await readKioskRecord()) ?? null;
  publish({ loaded: true, record });
  return state;
}

export async function saveSession(record: KioskRecord): Promise<void> {
  await writeKioskRecord(record);
  publish({ loaded: true, record });
}

export async function updateSession(change: (record: KioskRecord) => KioskRecord): Promise<void> {
  if (!state.record) return;
  await saveSession(change(state.record));
}

export const updateSettings = (settings: Partial<KioskSettings>) =>
  updateSession((record) => ({ ...record, settings: { ...record.settings, ...settings } }));

/** The operator started the booth: from now on it reopens on its guest screens. */
export const markBoothStarted = () =>
  updateSession((record) =>
    record.settings.startedAt
      ? record
      : { ...record, settings: { ...record.settings, startedAt: new Date().toISOString() } },
  );

/** The server refused the token: keep everything but the token, so the queue and settings survive. */
export const markTokenRevoked = () => updateSession((record) => ({ ...record, token: null }));

export async function forgetSession(): Promise<void> {
  await clearKioskRecord();
  publish({ loaded: true, record: null });
}
