import { useLocation } from 'react-router';
import { useEvent } from '@/shared/api/get-event';
import { readGalleryNavigationState } from '@/shared/lib/gallery-state';

/** The event's name, uuid and time zone: from the events list's navigation state, else loaded, so the address works on its own. */
export function useGalleryEvent(eventId: number) {
  const handed = readGalleryNavigationState(useLocation().state);
  const { data, error, isPending } = useEvent(eventId, { enabled: handed === null });
  const event =
    handed ??
    (data ? { event_name: data.event.event_name, uuid: data.event.uuid, time_zone: data.event.time_zone } : null);
  return { event, error: handed ? null : error, isPending: handed === null && isPending };
}
