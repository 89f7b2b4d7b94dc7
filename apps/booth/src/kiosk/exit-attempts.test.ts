import { describe, expect, it } from 'vitest';
import {
  clearAttempts,
  describePause,
  FREE_TRIES,
  LONGEST_PAUSE_MS,
  pauseAfter,
  readAttempts,
  recordWrongCode,
  remainingPause,
} from './exit-attempts.ts';

/** A device's localStorage, kept across the "reloads" of a test. */
function deviceStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

describe("the staff screen's pause after wrong codes", () => {
  it('lets three wrong codes through, then pauses 30 seconds, doubling up to 15 minutes', () => {
    expect([0, 1, 2].map(pauseAfter)).toEqual([0, 0, 0]);
    expect([3, 4, 5, 6].map(pauseAfter)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(pauseAfter(40)).toBe(LONGEST_PAUSE_MS);
    // Forty wrong codes in a row now take hours, where they took seconds.
    let total = 0;
    for (let failures = 1; failures < 40; failures += 1) total += pauseAfter(failures);
    expect(total).toBeGreaterThan(8 * 60 * 60_000);
  });

  it('keeps the count and the pause across a reload, and the right code clears them', () => {
    const storage = deviceStorage();
    const now = 1_000_000;
    for (let wrong = 0; wrong < FREE_TRIES; wrong += 1) recordWrongCode(now, storage);
    // Read again, as a reloaded page would.
    const kept = readAttempts(storage);
    expect(kept.failures).toBe(FREE_TRIES);
    expect(remainingPause(kept, now + 10_000)).toBe(20_000);
    expect(remainingPause(kept, now + 30_000)).toBe(0);

    expect(remainingPause(recordWrongCode(now + 30_000, storage), now + 30_000)).toBe(60_000);
    clearAttempts(storage);
    expect(readAttempts(storage)).toEqual({ failures: 0, lockedUntil: 0 });
  });

  it('reads an unreadable record as no wrong codes', () => {
    const storage = deviceStorage();
    storage.setItem('boothdeck-exit-attempts', '{not json');
    expect(readAttempts(storage)).toEqual({ failures: 0, lockedUntil: 0 });
  });

  it('says the wait in words', () => {
    expect(describePause(29_100)).toBe('30 seconds');
    expect(describePause(120_000)).toBe('2 minutes');
    expect(describePause(90_000)).toBe('1:30 minutes');
  });
});
