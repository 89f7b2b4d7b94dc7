/** The public gallery's address: guests see the event by base64 of its random uuid, never its sequential id. */
export function publicGalleryAddress(uuid: string, origin: string = window.location.origin): string {
  return `${origin}/social/gallery/${btoa(uuid)}`;
}

/**
 * The slide show for the screen at the venue (full screen, the gallery's QR code on top), with the
 * event's venue key when the organiser's app has it.
 */
export function venueSlideShowAddress(
  uuid: string,
  venueKey?: string,
  origin: string = window.location.origin,
): string {
  const query = new URLSearchParams({ venue: '1', ...(venueKey ? { venue_key: venueKey } : {}) });
  return `${origin}/social/slide-show/${btoa(uuid)}?${query}`;
}
