import { useState } from 'react';
import { applySelection } from '../lib/library-selection';

/**
 * A step's chosen library items, in order, each holding what the step adds to it (settings, a
 * custom frame). `error` is the step's 'choose at least one' text, cleared by any change.
 */
export function useChosenItems<T>(initial: readonly T[] | null, idOf: (item: T) => number) {
  const [items, setItems] = useState<T[]>(() => [...(initial ?? [])]);
  const [error, setError] = useState<string | null>(null);

  const change = (next: (items: T[]) => T[]) => {
    setItems(next);
    setError(null);
  };

  return {
    items,
    ids: items.map(idOf),
    error,
    setError,
    /** What the wizard's draft keeps once they are saved: the items, or null when none is chosen. */
    draftValue: () => (items.length > 0 ? items : null),
    /** Whether anything is chosen; when not, `message` becomes the step's error. */
    requireAny: (message: string) => {
      if (items.length === 0) setError(message);
      return items.length > 0;
    },
    /** The library modal's Save changes: `create` makes an item for a newly chosen id. */
    choose: (ids: readonly number[], create: (id: number) => T | undefined) =>
      change((current) => applySelection(current, ids, idOf, create)),
    remove: (id: number) => change((current) => current.filter((item) => idOf(item) !== id)),
    update: (id: number, edit: (item: T) => T) =>
      change((current) => current.map((item) => (idOf(item) === id ? edit(item) : item))),
  };
}
