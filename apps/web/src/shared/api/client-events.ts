/** The events the owner gave the signed-in client: their list, and the name and clock of the one a page shows. */
import { queryKeyOf } from '@boothdeck/client';
import { teamEndpoints } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { useQuery } from '@tanstack/react-query';
import { call } from './api-client';
import { ApiError } from './api-error';

export function useClientEvents({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: queryKeyOf(teamEndpoints.myEvents),
    queryFn: ({ signal }) => call(teamEndpoints.myEvents, { signal }),
    enabled,
  });
}

/**
 * One of the client's events, for pages whose event details the client may not open: an event
 * not given to them is not found, as the server answers for it.
 */
export function useGivenEvent(eventId: number, { enabled = true }: { enabled?: boolean } = {}) {
  const given = useClientEvents({ enabled });
  const event = given.data?.events.find((one) => one.id === eventId);
  const missing = given.data && !event ? new ApiError(404, MESSAGES.notFound) : null;
  return { event, error: given.error ?? missing };
}
