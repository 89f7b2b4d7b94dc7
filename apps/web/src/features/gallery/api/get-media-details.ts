/** An item's shares by channel, downloads and created time (GET media/item-details). */
import { galleryEndpoints } from '@boothdeck/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/shared/api/api-client';
import { GALLERY_QUERY_KEY } from './get-gallery-items';

export function getMediaDetails(mediaId: number, signal?: AbortSignal) {
  return call(galleryEndpoints.details, { query: { media_id: mediaId }, signal });
}

export function useMediaDetails(mediaId: number) {
  return useQuery({
    queryKey: [...GALLERY_QUERY_KEY, 'details', mediaId],
    queryFn: ({ signal }) => getMediaDetails(mediaId, signal),
  });
}
