import { queryKeyOf } from '@boothdeck/client';
import { eventEndpoints } from '@boothdeck/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/shared/api/api-client';

/** Every draft of the user; the list pages them itself. */
export function getDraftEvents(signal?: AbortSignal) {
  return call(eventEndpoints.drafts, { signal });
}

export function useDraftEvents() {
  return useQuery({ queryKey: queryKeyOf(eventEndpoints.drafts), queryFn: ({ signal }) => getDraftEvents(signal) });
}
