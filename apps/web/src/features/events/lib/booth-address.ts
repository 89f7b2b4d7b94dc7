import type { Event } from '@boothdeck/contract';

/**
 * The server's own address (its `APP_URL`), as its links carry it: the event's media link is
 * made on it. The browser's address may be another one of the same server (127.0.0.1 against
 * localhost) that a booth at the venue cannot reach.
 */
export function serverAddressOf(event: Pick<Event, 'media_link'>): string {
  try {
    return new URL(event.media_link).origin;
  } catch {
    return window.location.origin;
  }
}

/** The address a photo booth opens to run an event: the kiosk app on the server's own address, told the event by its random uuid. */
export function boothAddress(event: Pick<Event, 'uuid' | 'media_link'>): string {
  return `${serverAddressOf(event)}/booth/?event=${encodeURIComponent(event.uuid)}`;
}
