/**
 * Whether the device can keep another capture: IndexedDB's quota as the browser estimates it
 * (capture-room.ts), and a write the browser refused (QuotaExceededError). The booth says so
 * before the next capture, and starts none it has no room to keep; what is already queued is
 * never dropped to make room.
 */
import { captureRoom } from './capture-room.ts';

export type StorageState = {
  /** A write was refused, or there is no room for another capture: none is started until space is freed. */
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
  noRoom: (freeMb: number) =>
    `The booth has no room for another capture (${freeMb} MB left), so guests cannot start one. Let the queue upload (check the network), or free space on the device.`,
} as const;

export const STORAGE_OK: StorageState = { full: false, low: false, message: null };

/** The state after the browser's estimate (`navigator.storage.estimate()`), for a booth whose writes succeed. */
export function storageFromEstimate(estimate: { usage?: number; quota?: number } | undefined): StorageState {
  const room = captureRoom(estimate);
  if (room.freeBytes === null || room.quotaBytes === null) return STORAGE_OK;
  const freeMb = Math.floor(room.freeBytes / (1024 * 1024));
  if (!room.enough) return { full: true, low: true, message: STORAGE_MESSAGES.noRoom(freeMb) };
  if (room.freeBytes >= LOW_FREE_BYTES && room.freeBytes / room.quotaBytes >= 0.1) return STORAGE_OK;
  return { full: false, low: true, message: STORAGE_MESSAGES.low(freeMb) };
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
