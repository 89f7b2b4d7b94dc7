/**
 * The guest's page of a booth's QR code asks whether the capture has been uploaded until it is in
 * or the page gives up. The first question is answered at once (the page shows the gallery's
 * look while it waits); then each question is a long poll the server holds until the capture is
 * stored or 25 s have passed, asked again at once, so the photo shows within a moment of the
 * upload. Should a long poll fail (a proxy that cuts held requests, a dropped connection, the
 * server stopping), the page falls back to plain questions at growing intervals, as before,
 * and tries a long poll again after each one that is answered. The moment it is in, the share
 * view's item is fetched, while the page moves on to the view.
 */
import { PENDING_SHARE_MAX_WAIT_SECONDS } from '@boothdeck/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { ApiError } from '@/shared/api/api-error';
import { askPendingShare, pendingShareKey } from './pending-share-question';
import { sharedItemQuery } from './public-gallery-api';

/** How long the page waits for a capture before it says it could not find it. */
export const PENDING_SHARE_GIVE_UP_MS = 15 * 60_000;

/** The wait before a plain question after a failed one: 3 s, growing by half each time, at most 15 s. */
export const pendingShareDelay = (asked: number) => Math.min(3000 * 1.5 ** asked, 15_000);

/** An answer that will not change by asking again: no such event, a protected gallery, a bad address. */
export const isFinalRefusal = (error: unknown) => error instanceof ApiError && error.status < 500;

/** The next question: `long` is held by the server, `plain` answered at once. */
type Plan = { next: 'plain' | 'long'; failures: number };

/** After an answered long poll the next one starts straight away (a timer of 0 would turn asking off). */
const AT_ONCE_MS = 1;

export function usePendingShare(eventUuid: string, clientId: string, polling: boolean) {
  const queryClient = useQueryClient();
  const queryKey = pendingShareKey(eventUuid, clientId);
  // The route may have asked the first, plain question already: the page's own are long polls then.
  const plan = useRef<Plan>({ next: queryClient.getQueryState(queryKey) ? 'long' : 'plain', failures: 0 });
  return useQuery({
    queryKey,
    queryFn: async ({ signal }) => {
      const asked = plan.current.next;
      try {
        const wait = asked === 'long' ? PENDING_SHARE_MAX_WAIT_SECONDS : null;
        const reply = await askPendingShare(eventUuid, clientId, wait, signal);
        plan.current = { next: 'long', failures: asked === 'long' ? 0 : plan.current.failures };
        if (reply.status === 'ready') void queryClient.prefetchQuery(sharedItemQuery(reply.view_id, reply.key ?? null));
        return reply;
      } catch (error) {
        plan.current = { next: 'plain', failures: plan.current.failures + 1 };
        throw error;
      }
    },
    // A dropped connection (the venue's Wi-Fi) is asked again on the next turn, not counted as an answer.
    retry: false,
    refetchInterval: (query) => {
      if (!polling || query.state.data?.status === 'ready' || isFinalRefusal(query.state.error)) return false;
      const { next, failures } = plan.current;
      return next === 'long' ? AT_ONCE_MS : pendingShareDelay(failures - 1);
    },
    refetchIntervalInBackground: true,
  });
}
