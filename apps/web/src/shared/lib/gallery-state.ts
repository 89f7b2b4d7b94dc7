/**
 * What the events list hands the organiser's gallery as navigation state: the event's name and
 * uuid, so the page can show its heading and public link without asking the server again. A
 * gallery opened by its address has no state and loads the event instead.
 */
export type GalleryNavigationState = { event_name: string; uuid: string };

export function readGalleryNavigationState(state: unknown): GalleryNavigationState | null {
  if (typeof state !== 'object' || state === null) return null;
  const { event_name: name, uuid } = state as Record<string, unknown>;
  return typeof name === 'string' && typeof uuid === 'string' && uuid.length > 0 ? { event_name: name, uuid } : null;
}
