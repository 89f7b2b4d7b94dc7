/**
 * Which leads of the list are chosen. Ticking the header box marks every loaded lead and
 * switches to the 'all' mode: a message then goes to every lead of the event, loaded or not,
 * and leads loaded later show ticked too. Unticking one lead leaves the 'all' mode with the
 * others still marked.
 */
export type LeadSelection = { all: boolean; marked: ReadonlySet<number> };

export const NO_SELECTION: LeadSelection = { all: false, marked: new Set() };

export function toggleLead(selection: LeadSelection, id: number, loadedIds: readonly number[]): LeadSelection {
  const marked = new Set(selection.all ? loadedIds : selection.marked);
  if (marked.has(id)) marked.delete(id);
  else marked.add(id);
  return { all: false, marked };
}

export function toggleAll(selection: LeadSelection, loadedIds: readonly number[]): LeadSelection {
  return selection.all ? NO_SELECTION : { all: true, marked: new Set(loadedIds) };
}

export const isMarked = (selection: LeadSelection, id: number) => selection.all || selection.marked.has(id);

/** A row's own Send SMS / Send Email: only while at most one lead is marked and not in the 'all' mode. */
export const rowSendEnabled = (selection: LeadSelection) => !selection.all && selection.marked.size <= 1;

/** How many leads a 'Send Marked' goes to: every lead of the event in the 'all' mode. */
export const markedCount = (selection: LeadSelection, total: number) => (selection.all ? total : selection.marked.size);
