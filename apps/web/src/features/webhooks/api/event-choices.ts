import { eventEndpoints } from '@boothdeck/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/shared/api/api-client';
import { EVENTS_QUERY_KEY } from '@/shared/api/get-event';

/** How many events of each list (live, upcoming, past) an endpoint can be kept for. */
const EVENTS_PER_LIST = 50;
const LISTS = [eventEndpoints.liveEvents, eventEndpoints.upcomingEvents, eventEndpoints.pastEvents];

/** The organiser's events an endpoint can be kept for, by name: live, upcoming and past ones. */
export function useWebhookEventChoices() {
  return useQuery({
    queryKey: [...EVENTS_QUERY_KEY, 'webhook-choices'],
    queryFn: async ({ signal }) => {
      const pages = await Promise.all(
        LISTS.map((list) => call(list, { query: { per_page: EVENTS_PER_LIST, page: 1, search: '' }, signal })),
      );
      return pages
        .flatMap((reply) => reply.event.data)
        .map((event) => ({ id: event.id, name: event.event_name }))
        .sort((a, b) => a.name.localeCompare(b.name));
    },
  });
}
