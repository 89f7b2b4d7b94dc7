/** How a library modal's choice becomes the step's list of chosen items. */

/**
 * The chosen items after Save changes: those still chosen keep their place and what they hold
 * (settings, custom frame); newly chosen ones follow in the order given. Ids the library no
 * longer has are dropped.
 */
export function applySelection<T>(
  current: readonly T[],
  ids: readonly number[],
  idOf: (item: T) => number,
  create: (id: number) => T | undefined,
): T[] {
  const wanted = new Set(ids);
  const kept = current.filter((item) => wanted.has(idOf(item)));
  const keptIds = new Set(kept.map(idOf));
  const added = ids.filter((id) => !keptIds.has(id)).flatMap((id) => create(id) ?? []);
  return [...kept, ...added];
}

/** `ids` with `id` added (at the end) or taken out. */
export function toggleId(ids: readonly number[], id: number): number[] {
  return ids.includes(id) ? ids.filter((chosen) => chosen !== id) : [...ids, id];
}

/** `ids` and every one of `shown` (Select All). */
export function withAll(ids: readonly number[], shown: readonly number[]): number[] {
  return [...ids, ...shown.filter((id) => !ids.includes(id))];
}

/** `ids` without any of `shown` (Remove All). */
export function withoutAll(ids: readonly number[], shown: readonly number[]): number[] {
  return ids.filter((id) => !shown.includes(id));
}
