/** The tabs of `/event`, chosen by the address's hash (spec §2). */
export const EVENT_TABS = [
  { value: 'live', label: 'Live Events' },
  { value: 'upcoming', label: 'Future Events' },
  { value: 'past', label: 'Past Events' },
  { value: 'draft', label: 'Draft Events' },
] as const;

export type EventTab = (typeof EVENT_TABS)[number]['value'];

const isEventTab = (value: string): value is EventTab => EVENT_TABS.some((tab) => tab.value === value);

/** '#upcoming' → 'upcoming'; no hash or an unknown one shows Live Events. */
export function tabFromHash(hash: string): EventTab {
  const value = hash.replace(/^#/, '');
  return isEventTab(value) ? value : 'live';
}

/** '?page=3' → 3; anything else is the first page. */
export function pageFromSearch(search: string): number {
  const page = Number(new URLSearchParams(search).get('page'));
  return Number.isInteger(page) && page > 0 ? page : 1;
}
