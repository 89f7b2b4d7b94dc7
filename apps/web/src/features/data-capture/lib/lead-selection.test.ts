import { describe, expect, it } from 'vitest';
import { isMarked, markedCount, NO_SELECTION, rowSendEnabled, toggleAll, toggleLead } from './lead-selection';

const LOADED = [5, 4, 3, 2, 1];

describe('lead selection', () => {
  it('enables the row buttons with none or one lead marked, not with two', () => {
    expect(rowSendEnabled(NO_SELECTION)).toBe(true);
    const one = toggleLead(NO_SELECTION, 3, LOADED);
    expect(rowSendEnabled(one)).toBe(true);
    expect(rowSendEnabled(toggleLead(one, 4, LOADED))).toBe(false);
    expect(rowSendEnabled(toggleLead(one, 3, LOADED))).toBe(true);
  });

  it('marks every loaded lead in the all mode, counts every lead of the event and disables the row buttons', () => {
    const all = toggleAll(NO_SELECTION, LOADED);
    expect(LOADED.every((id) => isMarked(all, id))).toBe(true);
    // A lead loaded later (Load More) is marked too.
    expect(isMarked(all, 99)).toBe(true);
    expect(markedCount(all, 42)).toBe(42);
    expect(rowSendEnabled(all)).toBe(false);
    expect(toggleAll(all, LOADED)).toEqual(NO_SELECTION);
  });

  it('leaves the all mode when one lead is unticked, keeping the other loaded ones', () => {
    const some = toggleLead(toggleAll(NO_SELECTION, LOADED), 2, LOADED);
    expect(some.all).toBe(false);
    expect([...some.marked].sort()).toEqual([1, 3, 4, 5]);
    expect(markedCount(some, 42)).toBe(4);
  });
});
