/**
 * The guest's page of a booth's QR code asks whether the capture has been uploaded, every few
 * seconds at first and less often as it waits, until it is in or the page gives up.
 */
import { queryKeyOf } from '@boothdeck/client';
import { pendingShareCalls as calls } from '@boothdeck/contract/call-addresses';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/shared/api/api-client';
import { ApiError } from '@/shared/api/api-error';

/** How long the page waits for a capture before it says it could not find it. */
export const PENDING_SHARE_GIVE_UP_MS = 15 * 60_000;

/** The wait before the next ask: 3 s, growing by half each time, at most 15 s. */
export const pendingShareDelay = (asked: number) => Math.min(3000 * 1.5 ** asked, 15_000);

/** An answer that will not change by asking again: no such event, a protected gallery, a bad address. */
export const isFinalRefusal = (error: unknown) => error instanceof ApiError && error.status < 500;

export function usePendingShare(eventUuid: string, clientId: string, polling: boolean) {
  return useQuery({
    queryKey: queryKeyOf(calls.pendingShare, { params: { eventUuid, clientId } }),
    queryFn: ({ signal }) => call(calls.pendingShare, { params: { eventUuid, clientId }, signal }),
    // A dropped connection (the venue's Wi-Fi) is asked again on the next turn, not counted as an answer.
    retry: false,
    refetchInterval: (query) => {
      if (!polling || query.state.data?.status === 'ready' || isFinalRefusal(query.state.error)) return false;
      return pendingShareDelay(query.state.dataUpdateCount + query.state.errorUpdateCount);
    },
    refetchIntervalInBackground: true,
  });
}
