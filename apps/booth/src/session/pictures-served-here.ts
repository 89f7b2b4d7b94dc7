/**
 * The server names its own pictures in the event (library artwork under `/library/`, uploads
 * under `/media/`) by its configured address, `APP_URL`. A kiosk opened under another address of
 * the same server (127.0.0.1 against localhost, the venue's LAN address) could not draw them: the
 * browser may not reach that address, and artwork from another origin taints the canvas. So the
 * kiosk loads the server's pictures from the address it is itself served from, where the server
 * answers them the same; the offline cache keeps them under that address too. Any other address
 * (a picture somewhere else on the web) stays as it is.
 */
import type { BoothEvent } from '@boothdeck/contract';

const SERVER_PICTURE = /^https?:\/\/[^/?#]+(\/(?:library|media)\/[^\s"'<>]*)$/i;

/** One address: a server picture's path on `origin`, anything else unchanged. */
export function pictureServedHere(url: string, origin: string): string {
  const match = SERVER_PICTURE.exec(url);
  return match ? `${origin}${match[1]}` : url;
}

function mapStrings(value: unknown, map: (text: string) => string): unknown {
  if (typeof value === 'string') return map(value);
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, map));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapStrings(item, map)]));
  return value;
}

/** The event with every server picture's address on the kiosk's own origin. */
export function picturesServedHere(event: BoothEvent, origin: string = window.location.origin): BoothEvent {
  return mapStrings(event, (text) => pictureServedHere(text, origin)) as BoothEvent;
}
