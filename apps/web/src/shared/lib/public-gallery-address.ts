/** The public gallery's address: guests see the event by base64 of its random uuid, never its sequential id. */
export function publicGalleryAddress(uuid: string, origin: string = window.location.origin): string {
  return `${origin}/social/gallery/${btoa(uuid)}`;
}

/** The slide show for the screen at the venue (full screen, the gallery's QR code on top). */
export function venueSlideShowAddress(uuid: string, origin: string = window.location.origin): string {
  return `${origin}/social/slide-show/${btoa(uuid)}?venue=1`;
}
