/**
 * Which tab an event belongs to: draft = never finalised; live = final and
 * start ≤ now < end; upcoming = final and start > now; past = final and end ≤ now.
 * The repository's list filters say the same in SQL.
 */
import type { EventState } from '@boothdeck/contract';
import type { EventRow } from './events.tables.ts';

export type ListedState = Exclude<EventState, 'draft'>;

export function eventStateAt(event: Pick<EventRow, 'status' | 'start_at' | 'end_at'>, nowIso: string): EventState {
  if (event.status === 'draft') return 'draft';
  if (event.start_at > nowIso) return 'upcoming';
  if (event.end_at > nowIso) return 'live';
  return 'past';
}
