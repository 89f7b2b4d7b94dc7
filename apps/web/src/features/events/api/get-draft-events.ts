import { eventEndpoints } from '@boothdeck/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/shared/api/api-client';
import { EVENTS_QUERY_KEY } from '@/shared/api/get-event';

/** Every draft of the user; the list pages them itself. */
export function getDraftEvents(signal?: AbortSignal) {
  return call(eventEndpoints.drafts, { signal });
}

export function useDraftEvents() {
  return useQuery({ queryKey: [...EVENTS_QUERY_KEY, 'drafts'], queryFn: ({ signal }) => getDraftEvents(signal) });
}
