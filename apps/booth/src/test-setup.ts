/**
 * The 'booth' test files a worker runs share one jsdom window (vitest.shared.ts). Each file still
 * starts as it would alone: with the kiosk's modules loaded afresh (the session, the fault log,
 * the outbox's database keep state in a module), and, after each test, with nothing rendered,
 * no stubbed global, real timers and empty storage.
 */
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

vi.resetModules();

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  // A file may ask for Node's environment instead, which has no window.
  if (typeof window === 'undefined') return;
  window.localStorage.clear();
  window.sessionStorage.clear();
});
