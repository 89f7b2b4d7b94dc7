import { describe, expect, it } from 'vitest';
import { createTapCounter, isOperatorShortcut } from './operator-corner.tsx';

describe('the hidden operator corner', () => {
  it('opens on the fifth tap within three seconds, not on slower taps', () => {
    const tap = createTapCounter(5, 3000);
    expect([0, 500, 1000, 1500].map(tap)).toEqual([false, false, false, false]);
    expect(tap(2000)).toBe(true);
    // Taps spread out never add up to five within the window.
    expect([10_000, 11_000, 12_000, 13_500, 14_000].map(tap)).toEqual([false, false, false, false, false]);
  });

  it('opens with Ctrl+Alt+O on a keyboard', () => {
    expect(isOperatorShortcut({ ctrlKey: true, altKey: true, key: 'o' })).toBe(true);
    expect(isOperatorShortcut({ ctrlKey: true, altKey: true, key: 'O' })).toBe(true);
    expect(isOperatorShortcut({ ctrlKey: true, altKey: false, key: 'o' })).toBe(false);
  });
});
