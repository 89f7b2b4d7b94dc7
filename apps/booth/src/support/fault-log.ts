/**
 * What went wrong on the kiosk while nobody watched: a screen that broke, code that would not
 * load, an error no screen caught. Kept on the device (localStorage, the last 50) for the
 * operator's support export, across reloads; it holds error messages only, never a guest's details.
 */
export const FAULT_LOG_KEY = 'boothdeck-kiosk-faults';
const KEPT = 50;
const DETAIL_CHARS = 2000;

export type Fault = {
  at: string;
  /** Where it happened: the screen's name, or 'page' for an error no screen caught. */
  where: string;
  message: string;
  /** The stack, and the screens' stack for a screen that broke, cut to a readable length. */
  detail?: string;
};

const storage = () => (typeof localStorage === 'undefined' ? null : localStorage);

export function readFaults(): Fault[] {
  try {
    const kept: unknown = JSON.parse(storage()?.getItem(FAULT_LOG_KEY) ?? '[]');
    return Array.isArray(kept) ? (kept as Fault[]) : [];
  } catch {
    return [];
  }
}

const listeners = new Set<() => void>();
/** Runs `listener` after each fault is recorded; returns the way to stop. */
export function subscribeFaults(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function recordFault(where: string, error: unknown, extra?: string | null): void {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  const stack = error instanceof Error ? error.stack : undefined;
  const detail = [stack, extra].filter(Boolean).join('\n').slice(0, DETAIL_CHARS) || undefined;
  const fault: Fault = { at: new Date().toISOString(), where, message, ...(detail ? { detail } : {}) };
  try {
    storage()?.setItem(FAULT_LOG_KEY, JSON.stringify([...readFaults(), fault].slice(-KEPT)));
  } catch {
    // A full or refused storage loses the note, never the booth.
  }
  for (const listener of listeners) listener();
}

/** Errors no screen caught (a failed promise, a script error) go into the log too. */
export function recordUncaughtFaults(target: Pick<Window, 'addEventListener'> = window): void {
  target.addEventListener('error', (event) => recordFault('page', event.error ?? event.message));
  target.addEventListener('unhandledrejection', (event) => recordFault('page', event.reason));
}
