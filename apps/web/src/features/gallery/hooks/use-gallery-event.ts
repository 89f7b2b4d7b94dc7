import { eventEndpoints } from '@boothdeck/contract';
import { useLocation } from 'react-router';
import { useGivenEvent } from '@/shared/api/client-events';
import { useEvent } from '@/shared/api/get-event';
import { readGalleryNavigationState } from '@/shared/lib/gallery-state';
import { useAllowed } from '@/shared/session/role';

/** The event as the gallery shows it; `uuid` (the public gallery's address) is unknown to a client. */
export type GalleryEvent = { event_name: string; uuid: string | null; time_zone: string };

/**
 * The event's name, uuid and time zone: from the events list's navigation state, else loaded, so
 * the address works on its own. A client, who may not open the event's details, finds it among
 * the events given to them.
 */
export function useGalleryEvent(eventId: number): { event: GalleryEvent | null; error: unknown } {
  const handed = readGalleryNavigationState(useLocation().state);
  const mayOpenEvent = useAllowed(eventEndpoints.show.roles);
  const { data, error } = useEvent(eventId, { enabled: handed === null && mayOpenEvent });
  const given = useGivenEvent(eventId, { enabled: handed === null && !mayOpenEvent });
  if (handed) return { event: handed, error: null };
  if (!mayOpenEvent) {
    const mine = given.event;
    return {
      event: mine ? { event_name: mine.event_name, uuid: null, time_zone: mine.time_zone } : null,
      error: given.error,
    };
  }
  const shown = data?.event;
  return {
    event: shown ? { event_name: shown.event_name, uuid: shown.uuid, time_zone: shown.time_zone } : null,
    error,
  };
}
