/** The public gallery's calls; none needs a session, and a protected gallery answers 403 until its password is given. */
import { queryKeyOf } from '@boothdeck/client';
import type { TemplateLayout } from '@boothdeck/contract';
import { publicGalleryCalls as calls } from '@boothdeck/contract/call-addresses';
import { GALLERY_PAGE_SIZE } from '@boothdeck/contract/constants';
import { keepPreviousData, queryOptions, useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { call } from '@/shared/api/api-client';
import { ApiError } from '@/shared/api/api-error';
import { solvePuzzle } from '../lib/solve-puzzle';

/** How often the slide show asks for new items while it runs. */
export const SLIDE_SHOW_POLL_MS = 5000;
/**
 * How often the venue screen asks: a capture should be on the wall within seconds. An unchanged
 * show answers 304 (the browser revalidates its copy by ETag), so many screens stay cheap.
 */
export const VENUE_POLL_MS = 2000;

/** A protected gallery's refusal: the page sends the visitor to the password page. */
export const isLocked = (error: unknown) => error instanceof ApiError && error.status === 403;

// A refusal or an unknown gallery will not change by asking again.
const retry = (failures: number, error: unknown) => !(error instanceof ApiError && error.status < 500) && failures < 2;

export function usePublicGalleryItems(id: string) {
  return useInfiniteQuery({
    queryKey: queryKeyOf(calls.items, { params: { id }, query: { per_page: GALLERY_PAGE_SIZE } }),
    queryFn: ({ pageParam, signal }) =>
      call(calls.items, { params: { id }, query: { page: pageParam, per_page: GALLERY_PAGE_SIZE }, signal }),
    initialPageParam: 1,
    getNextPageParam: ({ gallery_items: page }) =>
      page.current_page < page.last_page ? page.current_page + 1 : undefined,
    retry,
  });
}

/** `key`: a guest's own key from their message's link, which opens their capture while it waits for approval. */
const keyQuery = (key: string | null) => (key ? { key } : {});

/** One shared item, as its share view asks for it (the pending share page fetches it ahead of the view). */
export const sharedItemQuery = (viewId: string, key: string | null = null) =>
  queryOptions({
    queryKey: queryKeyOf(calls.showShare, { params: { id: viewId }, query: keyQuery(key) }),
    queryFn: ({ signal }) => call(calls.showShare, { params: { id: viewId }, query: keyQuery(key), signal }),
    retry,
  });

export function useSharedItem(viewId: string, key: string | null = null) {
  return useQuery(sharedItemQuery(viewId, key));
}

/** The slide show's items; the venue screen's key (`venueKey`) shows every approved one when the organiser chose so. */
export function useSlideShowItems(id: string, { venue = false, venueKey = null as string | null } = {}) {
  const query = venueKey ? { venue_key: venueKey } : {};
  return useQuery({
    queryKey: queryKeyOf(calls.slider, { params: { id }, query }),
    queryFn: ({ signal }) => call(calls.slider, { params: { id }, query, signal }),
    refetchInterval: venue ? VENUE_POLL_MS : SLIDE_SHOW_POLL_MS,
    placeholderData: keepPreviousData,
    retry,
    // The venue screen runs unattended: it keeps asking whatever the browser thinks of the
    // network or the tab, so it comes back by itself once the venue's connection does.
    ...(venue ? { networkMode: 'always', refetchIntervalInBackground: true } : {}),
  });
}

/** The organiser's preview of their event's share page in one template. */
export function useSharePreview(eventId: number, template: TemplateLayout) {
  return useQuery({
    queryKey: queryKeyOf(calls.sharePreview, { params: { id: eventId } }),
    queryFn: ({ signal }) => call(calls.sharePreview, { params: { id: eventId }, signal }),
    select: (reply) => ({
      ...reply.share_gallery_preview,
      gallery: { ...reply.share_gallery_preview.gallery, template_name: template },
    }),
  });
}

/**
 * Checks a gallery's password. A gallery that has seen many wrong passwords asks for a solved
 * puzzle first (428): the guess is sent again with one, and `onSolving` tells the page meanwhile.
 */
export function useCheckPassword(onSolving: (solving: boolean) => void) {
  return useMutation({
    mutationFn: async (body: { eventId: string; password: string }) => {
      try {
        return await call(calls.checkPassword, { body });
      } catch (error) {
        if (!(error instanceof ApiError && error.status === 428)) throw error;
      }
      onSolving(true);
      try {
        const { challenge } = await call(calls.passwordChallenge, { params: { eventId: body.eventId } });
        const proof = await solvePuzzle(challenge);
        if (!proof) throw new ApiError(428, PUZZLE_UNSOLVED);
        return await call(calls.checkPassword, { body: { ...body, proof } });
      } finally {
        onSolving(false);
      }
    },
  });
}

const PUZZLE_UNSOLVED = 'This browser could not finish the check in time. Please try again.';

export const getDownloadLink = (viewId: string, key: string | null = null) =>
  call(calls.downloadLink, { params: { id: viewId }, query: keyQuery(key) });
