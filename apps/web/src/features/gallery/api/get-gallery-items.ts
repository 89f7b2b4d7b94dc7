/** One tab of an event's gallery, page by page as the grid scrolls (GET gallery-items). */
import { queryKeyOf } from '@boothdeck/client';
import { GALLERY_PAGE_SIZE, galleryEndpoints, type MediaType } from '@boothdeck/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { call } from '@/shared/api/api-client';

export function getGalleryItems(eventId: number, mediaType: MediaType, page: number, signal?: AbortSignal) {
  return call(galleryEndpoints.items, {
    query: { event_id: eventId, gallery_item: mediaType, page, per_page: GALLERY_PAGE_SIZE },
    signal,
  });
}

export function useGalleryItems(eventId: number, mediaType: MediaType) {
  return useInfiniteQuery({
    queryKey: queryKeyOf(galleryEndpoints.items, {
      query: { event_id: eventId, gallery_item: mediaType, per_page: GALLERY_PAGE_SIZE },
    }),
    queryFn: ({ pageParam, signal }) => getGalleryItems(eventId, mediaType, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: ({ gallery_photo: page }) =>
      page.current_page < page.last_page ? page.current_page + 1 : undefined,
  });
}
