/**
 * The pending share page's question, plain (answered at once) or held by the server (`wait`). The
 * route asks the first one itself while the page's code is still loading (app/routes), so a
 * guest whose photo is already in sees it one round trip sooner; the page takes that answer over.
 */
import { queryKeyOf } from '@boothdeck/client';
import { pendingShareCalls as calls } from '@boothdeck/contract/call-addresses';
import type { QueryClient } from '@tanstack/react-query';
import { call } from '@/shared/api/api-client';

export const pendingShareKey = (eventUuid: string, clientId: string) =>
  queryKeyOf(calls.pendingShare, { params: { eventUuid, clientId } });

export const askPendingShare = (eventUuid: string, clientId: string, wait: number | null, signal?: AbortSignal) =>
  call(calls.pendingShare, {
    params: { eventUuid, clientId },
    query: wait ? { wait } : {},
    ...(signal ? { signal } : {}),
  });

/** The first, plain question, into the page's query; its failure is the page's to handle. */
export function askFirstPendingQuestion(queryClient: QueryClient, eventUuid: string, clientId: string) {
  void queryClient.prefetchQuery({
    queryKey: pendingShareKey(eventUuid, clientId),
    queryFn: ({ signal }) => askPendingShare(eventUuid, clientId, null, signal),
    retry: false,
  });
}
