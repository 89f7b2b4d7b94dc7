import { queryKeyOf } from '@boothdeck/client';
import { type EventListReply, eventEndpoints } from '@boothdeck/contract';
import { type UseQueryResult, useQueries } from '@tanstack/react-query';
import { call } from '@/shared/api/api-client';

/** How many events of each list (live, upcoming, past) are offered. */
const EVENTS_PER_LIST = 50;
const LISTS = [eventEndpoints.liveEvents, eventEndpoints.upcomingEvents, eventEndpoints.pastEvents];
const FIRST_PAGE = { per_page: EVENTS_PER_LIST, page: 1, search: '' };

/** The events of the three lists by name, once all three have answered. */
function choicesOf(lists: UseQueryResult<EventListReply>[]) {
  const replies = lists.map((list) => list.data);
  if (!replies.every((reply) => reply !== undefined)) return { data: undefined };
  const data = replies
    .flatMap((reply) => reply.event.data)
    .map((event) => ({ id: event.id, name: event.event_name }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return { data };
}

/** The account's events to choose from (a webhook's, a client's), by name: live, upcoming and past ones. */
export function useEventChoices() {
  return useQueries({
    queries: LISTS.map((list) => ({
      queryKey: queryKeyOf(list, { query: FIRST_PAGE }),
      queryFn: ({ signal }: { signal: AbortSignal }) => call(list, { query: FIRST_PAGE, signal }),
    })),
    combine: choicesOf,
  });
}
