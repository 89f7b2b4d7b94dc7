import { EVENT_PAGE_SIZE, type EventListReply } from '@boothdeck/contract';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/shared/api/api-client';
import { EVENTS_QUERY_KEY } from '@/shared/api/get-event';

export type ListedTab = 'live' | 'upcoming' | 'past';

const LIST_ENDPOINTS: Record<ListedTab, string> = {
  live: 'live-event',
  upcoming: 'upcoming-event',
  past: 'past-event',
};

/** One page of live, upcoming or past events (six a page). */
export function getEvents(tab: ListedTab, page: number, signal?: AbortSignal): Promise<EventListReply> {
  const query = new URLSearchParams({ per_page: String(EVENT_PAGE_SIZE), page: String(page), search: '' });
  return apiClient.get<EventListReply>(`${LIST_ENDPOINTS[tab]}?${query}`, signal);
}

export function useEvents(tab: ListedTab, page: number) {
  return useQuery({
    queryKey: [...EVENTS_QUERY_KEY, 'list', tab, page],
    queryFn: ({ signal }) => getEvents(tab, page, signal),
  });
}
