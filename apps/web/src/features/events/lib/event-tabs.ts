/** The tab of `/event` the address names: its hash picks the tab, `?page=` the page. */
import { EVENT_TABS, type EventTab } from '@/shared/lib/event-list-tabs';

export { EVENT_TABS, type EventTab };

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
