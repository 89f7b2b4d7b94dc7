/**
 * The moderation queue of an event that approves its captures before guests see them: the
 * pending captures with their count (GET moderation-queue), and approving or rejecting them
 * (POST moderation/decide, moderation/approve-all). A decision refreshes the queue and the tabs,
 * whose tiles show each capture's state.
 */
import { queryKeyOf } from '@boothdeck/client';
import { galleryEndpoints, MODERATION_PAGE_SIZE, moderationEndpoints } from '@boothdeck/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/shared/api/api-client';
import { invalidateCalls } from '@/shared/api/invalidate-calls';

/** How often the queue looks for new captures while the organiser has it open at the venue. */
export const MODERATION_POLL_MS = 10_000;

const queueQuery = (eventId: number) => ({ event_id: eventId, page: 1, per_page: MODERATION_PAGE_SIZE });

/** What a decision changes: the queue, and the tabs, slider and details that show each capture's state. */
const GALLERY_READS = [
  moderationEndpoints.queue,
  galleryEndpoints.items,
  galleryEndpoints.single,
  galleryEndpoints.details,
];

export function useModerationQueue(eventId: number) {
  return useQuery({
    queryKey: queryKeyOf(moderationEndpoints.queue, { query: queueQuery(eventId) }),
    queryFn: ({ signal }) => call(moderationEndpoints.queue, { query: queueQuery(eventId), signal }),
    refetchInterval: MODERATION_POLL_MS,
    retry: false,
  });
}

export type ModerationAction = { mediaIds: number[]; decision: 'approved' | 'rejected' } | 'approve-all';

export function useModerationDecision(eventId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: ModerationAction) =>
      action === 'approve-all'
        ? call(moderationEndpoints.approveAll, { body: { event_id: eventId } })
        : call(moderationEndpoints.decide, {
            body: { event_id: eventId, media_ids: action.mediaIds, decision: action.decision },
          }),
    onSettled: () => invalidateCalls(client, GALLERY_READS),
  });
}
