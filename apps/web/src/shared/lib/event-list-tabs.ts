/** The tabs of the event list (`/event#live` …) and how to reach the one that holds an event. */
import type { EventState } from '@boothdeck/contract';
import { PATHS } from '@/shared/config/paths';

export const EVENT_TABS = [
  { value: 'live', label: 'Live Events' },
  { value: 'upcoming', label: 'Future Events' },
  { value: 'past', label: 'Past Events' },
  { value: 'draft', label: 'Draft Events' },
] as const satisfies readonly { value: EventState; label: string }[];

export type EventTab = EventState;

export const eventTabLabel = (state: EventState): string =>
  EVENT_TABS.find((tab) => tab.value === state)?.label ?? 'Events';

/** The list tab an event in this state is on. */
export const eventListLink = (state: EventState) => ({ pathname: PATHS.events, hash: state });
