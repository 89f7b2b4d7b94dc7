/**
 * Whether the device can keep another capture: IndexedDB's quota as the browser estimates it,
 * and a write the browser refused (QuotaExceededError). The booth says so before the next
 * capture; what is already queued is never dropped to make room.
 */
export type StorageState = {
  /** A write was refused for lack of space: no capture should be taken until space is freed. */
  full: boolean;
  /** Less than LOW_FREE_BYTES (or 10 %) left. */
  low: boolean;
  message: string | null;
};

export const LOW_FREE_BYTES = 200 * 1024 * 1024;

export const STORAGE_MESSAGES = {
  full: 'The booth’s storage is full, so the last capture could not be kept. Nothing already queued was lost. Let the queue upload (check the network) before the next capture.',
  low: (freeMb: number) =>
    `The booth’s storage is nearly full (${freeMb} MB left). Let the queue upload before taking many more captures.`,
} as const;

export const STORAGE_OK: StorageState = { full: false, low: false, message: null };

/** The state after the browser's estimate (`navigator.storage.estimate()`), for a booth whose writes succeed. */
export function storageFromEstimate(estimate: { usage?: number; quota?: number } | undefined): StorageState {
  if (!estimate?.quota) return STORAGE_OK;
  const free = Math.max(0, estimate.quota - (estimate.usage ?? 0));
  if (free >= LOW_FREE_BYTES && free / estimate.quota >= 0.1) return STORAGE_OK;
  return { full: false, low: true, message: STORAGE_MESSAGES.low(Math.floor(free / (1024 * 1024))) };
}

export const isQuotaError = (error: unknown): boolean =>
  error instanceof DOMException
    ? error.name === 'QuotaExceededError'
    : error instanceof Error && error.name === 'QuotaExceededError';

/** Thrown by an enqueue the device had no room for; its message is the one to show. */
export class OutboxFullError extends Error {
  constructor() {
    super(STORAGE_MESSAGES.full);
    this.name = 'OutboxFullError';
  }
}
