/** The outbox for React: the app provides the one it made after sign-in; screens read it and its live state. */
import { createContext, type ReactNode, useContext, useSyncExternalStore } from 'react';
import type { Outbox, OutboxSnapshot } from './outbox.ts';

const OutboxContext = createContext<Outbox | null>(null);

export function OutboxProvider({ outbox, children }: { outbox: Outbox; children: ReactNode }) {
  return <OutboxContext.Provider value={outbox}>{children}</OutboxContext.Provider>;
}

/** The booth's outbox and its state, re-rendering on every change. */
export function useOutbox(): { outbox: Outbox; snapshot: OutboxSnapshot } {
  const outbox = useContext(OutboxContext);
  if (!outbox) throw new Error('useOutbox needs an <OutboxProvider> above it.');
  const snapshot = useSyncExternalStore(outbox.subscribe, outbox.getSnapshot);
  return { outbox, snapshot };
}
