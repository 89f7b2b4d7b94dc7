/** An item's shares by channel, downloads and created time (GET media/item-details). */
import { queryKeyOf } from '@boothdeck/client';
import { galleryEndpoints } from '@boothdeck/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/shared/api/api-client';

export function getMediaDetails(mediaId: number, signal?: AbortSignal) {
  return call(galleryEndpoints.details, { query: { media_id: mediaId }, signal });
}

export function useMediaDetails(mediaId: number) {
  return useQuery({
    queryKey: queryKeyOf(galleryEndpoints.details, { query: { media_id: mediaId } }),
    queryFn: ({ signal }) => getMediaDetails(mediaId, signal),
  });
}
