/** The venue slide show's key for the organiser's event (GET social-gallery-venue-key/{id}). */
import { queryKeyOf } from '@boothdeck/client';
import { publicGalleryEndpoints } from '@boothdeck/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/shared/api/api-client';

/** Asked only while the gallery link is open: the show's address carries it. */
export function useVenueKey(eventId: number, enabled: boolean) {
  return useQuery({
    queryKey: queryKeyOf(publicGalleryEndpoints.venueKey, { params: { id: eventId } }),
    queryFn: ({ signal }) => call(publicGalleryEndpoints.venueKey, { params: { id: eventId }, signal }),
    enabled,
  });
}
