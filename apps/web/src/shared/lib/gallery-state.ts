/**
 * What the events list hands the organiser's gallery as navigation state: the event's name, uuid
 * and time zone, so the page can show its heading, public link and the items' created times on
 * the event's clock without asking the server again. A gallery opened by its address has no
 * state and loads the event instead.
 */
export type GalleryNavigationState = { event_name: string; uuid: string; time_zone: string };

export function readGalleryNavigationState(state: unknown): GalleryNavigationState | null {
  if (typeof state !== 'object' || state === null) return null;
  const { event_name: name, uuid, time_zone: timeZone } = state as Record<string, unknown>;
  return typeof name === 'string' && typeof uuid === 'string' && uuid.length > 0 && typeof timeZone === 'string'
    ? { event_name: name, uuid, time_zone: timeZone }
    : null;
}
