/**
 * The staff screen's pause after wrong codes. Offline, or with Exit From App off, the code is
 * checked on the device against the admin password's hash, with no server to limit guesses; so
 * the device does: three wrong codes in a row are free, then each wrong code makes the next wait
 * longer (30 seconds, doubling to 15 minutes). It is kept in localStorage, so a reload or a crash
 * does not reset it; the right code does.
 */

export const FREE_TRIES = 3;
export const FIRST_PAUSE_MS = 30_000;
export const LONGEST_PAUSE_MS = 15 * 60_000;
const KEY = 'boothdeck-exit-attempts';

export type ExitAttempts = { failures: number; lockedUntil: number };
const NONE: ExitAttempts = { failures: 0, lockedUntil: 0 };

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
const deviceStore = (): KeyValueStore | null => (typeof localStorage === 'undefined' ? null : localStorage);

/** The pause after `failures` wrong codes in a row. */
export function pauseAfter(failures: number): number {
  if (failures < FREE_TRIES) return 0;
  return Math.min(LONGEST_PAUSE_MS, FIRST_PAUSE_MS * 2 ** (failures - FREE_TRIES));
}

export function readAttempts(store = deviceStore()): ExitAttempts {
  try {
    const kept = JSON.parse(store?.getItem(KEY) ?? 'null') as Partial<ExitAttempts> | null;
    if (typeof kept?.failures !== 'number' || typeof kept.lockedUntil !== 'number') return NONE;
    return { failures: kept.failures, lockedUntil: kept.lockedUntil };
  } catch {
    return NONE;
  }
}

/** One more wrong code: counted, and the pause it earns starts now. */
export function recordWrongCode(now: number, store = deviceStore()): ExitAttempts {
  const failures = readAttempts(store).failures + 1;
  const next = { failures, lockedUntil: now + pauseAfter(failures) };
  store?.setItem(KEY, JSON.stringify(next));
  return next;
}

/** The right code: the count starts again. */
export function clearAttempts(store = deviceStore()): void {
  store?.removeItem(KEY);
}

/** Milliseconds before another code may be tried (0: now). */
export const remainingPause = (attempts: ExitAttempts, now: number) => Math.max(0, attempts.lockedUntil - now);

/** "30 seconds", "2 minutes", "1:30": the wait, for the operator. */
export function describePause(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  if (rest === 0) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return `${minutes}:${String(rest).padStart(2, '0')} minutes`;
}
