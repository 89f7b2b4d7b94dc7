import { describe, expect, it } from 'vitest';
import { applySelection, toggleId, withAll, withoutAll } from './library-selection';

type Item = { id: number; note: string };
const idOf = (item: Item) => item.id;
const create = (id: number): Item | undefined => (id === 99 ? undefined : { id, note: 'new' });

describe('library selection', () => {
  it('keeps what chosen items hold and their order, adds new ones after them and drops unknown ids', () => {
    const current = [
      { id: 3, note: 'custom frame' },
      { id: 1, note: 'settings' },
    ];
    expect(applySelection(current, [1, 2, 3, 99], idOf, create)).toEqual([
      { id: 3, note: 'custom frame' },
      { id: 1, note: 'settings' },
      { id: 2, note: 'new' },
    ]);
    expect(applySelection(current, [], idOf, create)).toEqual([]);
  });

  it('toggles, selects and removes all of what is shown', () => {
    expect(toggleId([1, 2], 2)).toEqual([1]);
    expect(toggleId([1], 2)).toEqual([1, 2]);
    expect(withAll([5, 1], [1, 2, 3])).toEqual([5, 1, 2, 3]);
    expect(withoutAll([5, 1, 2], [1, 2, 3])).toEqual([5]);
  });
});
