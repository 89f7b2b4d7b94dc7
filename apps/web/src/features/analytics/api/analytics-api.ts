/** One event's analytics calls; each answers 404 for an event that is not the organiser's. */
import { analyticsEndpoints, type EventGraphChannel, galleryEndpoints, type MediaType } from '@boothdeck/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/shared/api/api-client';

const KEY = ['event-analytics'] as const;

/** How many of the newest items a Recent tab of the Gallery Overview shows. */
export const RECENT_ITEMS = 12;

export function useEventSharingGraph(eventId: number) {
  return useQuery({
    queryKey: [...KEY, eventId, 'sharing-graph'],
    queryFn: ({ signal }) => call(analyticsEndpoints.sharingGraph, { params: { id: eventId }, signal }),
  });
}

export function useEventChannelGraph(eventId: number, channel: EventGraphChannel) {
  return useQuery({
    queryKey: [...KEY, eventId, 'channel-graph', channel],
    queryFn: ({ signal }) => call(analyticsEndpoints.channelGraph, { params: { channel, eventId }, signal }),
  });
}

export function useEventSocialShare(eventId: number) {
  return useQuery({
    queryKey: [...KEY, eventId, 'social-share'],
    queryFn: ({ signal }) => call(analyticsEndpoints.socialShare, { params: { id: eventId }, signal }),
  });
}

export function useEventFunnel(eventId: number) {
  return useQuery({
    queryKey: [...KEY, eventId, 'funnel'],
    queryFn: ({ signal }) => call(analyticsEndpoints.funnel, { params: { id: eventId }, signal }),
  });
}

export function useMostViewed(eventId: number) {
  return useQuery({
    queryKey: [...KEY, eventId, 'most-viewed'],
    queryFn: ({ signal }) => call(analyticsEndpoints.mostViewed, { params: { id: eventId }, signal }),
    select: (reply) => reply.most_viewed,
  });
}

/** The newest items of one media type (the organiser gallery's own call, first page). */
export function useRecentItems(eventId: number, mediaType: MediaType) {
  return useQuery({
    queryKey: [...KEY, eventId, 'recent', mediaType],
    queryFn: ({ signal }) =>
      call(galleryEndpoints.items, {
        query: { event_id: eventId, gallery_item: mediaType, page: 1, per_page: RECENT_ITEMS },
        signal,
      }),
    select: (reply) => reply.gallery_photo.data,
  });
}
