import { queryKeyOf } from '@boothdeck/client';
import { EVENT_PAGE_SIZE, eventEndpoints } from '@boothdeck/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/shared/api/api-client';

export type ListedTab = 'live' | 'upcoming' | 'past';

const LIST_ENDPOINTS = {
  live: eventEndpoints.liveEvents,
  upcoming: eventEndpoints.upcomingEvents,
  past: eventEndpoints.pastEvents,
} satisfies Record<ListedTab, unknown>;

const listQuery = (page: number) => ({ per_page: EVENT_PAGE_SIZE, page, search: '' });

/** One page of live, upcoming or past events (six a page). */
export function getEvents(tab: ListedTab, page: number, signal?: AbortSignal) {
  return call(LIST_ENDPOINTS[tab], { query: listQuery(page), signal });
}

export function useEvents(tab: ListedTab, page: number) {
  return useQuery({
    queryKey: queryKeyOf(LIST_ENDPOINTS[tab], { query: listQuery(page) }),
    queryFn: ({ signal }) => getEvents(tab, page, signal),
  });
}
