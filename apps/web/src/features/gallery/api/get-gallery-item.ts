/** One item with its neighbours in its tab, for the slider (GET gallery-items-single/{id}). */
import { queryKeyOf } from '@boothdeck/client';
import { galleryEndpoints, type MediaType } from '@boothdeck/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '@/shared/api/api-client';

export function getGalleryItem(mediaId: number, mediaType: MediaType, signal?: AbortSignal) {
  return call(galleryEndpoints.single, { params: { id: mediaId }, query: { gallery_item: mediaType }, signal });
}

export function useGalleryItem(mediaId: number, mediaType: MediaType) {
  return useQuery({
    queryKey: queryKeyOf(galleryEndpoints.single, { params: { id: mediaId }, query: { gallery_item: mediaType } }),
    queryFn: ({ signal }) => getGalleryItem(mediaId, mediaType, signal),
    // The slider keeps showing the item it has while the next one loads, instead of blanking.
    placeholderData: keepPreviousData,
  });
}
