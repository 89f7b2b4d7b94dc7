/** One event's analytics calls; each answers 404 for an event that is not the organiser's. */
import { queryKeyOf } from '@boothdeck/client';
import {
  analyticsEndpoints,
  type EventGraphChannel,
  galleryEndpoints,
  type MediaType,
  printingCalls,
} from '@boothdeck/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/shared/api/api-client';

/** How many of the newest items a Recent tab of the Gallery Overview shows. */
export const RECENT_ITEMS = 12;

export function useEventSharingGraph(eventId: number) {
  return useQuery({
    queryKey: queryKeyOf(analyticsEndpoints.sharingGraph, { params: { id: eventId } }),
    queryFn: ({ signal }) => call(analyticsEndpoints.sharingGraph, { params: { id: eventId }, signal }),
  });
}

export function useEventChannelGraph(eventId: number, channel: EventGraphChannel) {
  return useQuery({
    queryKey: queryKeyOf(analyticsEndpoints.channelGraph, { params: { channel, eventId } }),
    queryFn: ({ signal }) => call(analyticsEndpoints.channelGraph, { params: { channel, eventId }, signal }),
  });
}

export function useEventSocialShare(eventId: number) {
  return useQuery({
    queryKey: queryKeyOf(analyticsEndpoints.socialShare, { params: { id: eventId } }),
    queryFn: ({ signal }) => call(analyticsEndpoints.socialShare, { params: { id: eventId }, signal }),
  });
}

export function useEventFunnel(eventId: number) {
  return useQuery({
    queryKey: queryKeyOf(analyticsEndpoints.funnel, { params: { id: eventId } }),
    queryFn: ({ signal }) => call(analyticsEndpoints.funnel, { params: { id: eventId }, signal }),
  });
}

export function useMostViewed(eventId: number) {
  return useQuery({
    queryKey: queryKeyOf(analyticsEndpoints.mostViewed, { params: { id: eventId } }),
    queryFn: ({ signal }) => call(analyticsEndpoints.mostViewed, { params: { id: eventId }, signal }),
    select: (reply) => reply.most_viewed,
  });
}

const recentQuery = (eventId: number, mediaType: MediaType) => ({
  event_id: eventId,
  gallery_item: mediaType,
  page: 1,
  per_page: RECENT_ITEMS,
});

/** The newest items of one media type (the organiser gallery's own call, first page). */
export function useRecentItems(eventId: number, mediaType: MediaType) {
  return useQuery({
    queryKey: queryKeyOf(galleryEndpoints.items, { query: recentQuery(eventId, mediaType) }),
    queryFn: ({ signal }) => call(galleryEndpoints.items, { query: recentQuery(eventId, mediaType), signal }),
    select: (reply) => reply.gallery_photo.data,
  });
}

/** The event's prints: sheets in all, by booth and by hour. */
export function useEventPrints(eventId: number) {
  return useQuery({
    queryKey: queryKeyOf(printingCalls.eventPrints, { params: { id: eventId } }),
    queryFn: ({ signal }) => call(printingCalls.eventPrints, { params: { id: eventId }, signal }),
    select: (reply) => reply.prints,
  });
}
