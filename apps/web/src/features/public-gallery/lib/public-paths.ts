/** The public gallery's addresses (the organiser's share previews are in shared/config/paths). */
export const galleryPath = (galleryId: string) => `/social/gallery/${galleryId}`;
export const passwordPath = (galleryId: string) => `/social/gallery/password/${galleryId}`;
/** The grid links each item to its share view. */
export const shareViewPath = (viewId: string) => `/gallery/share/view/one/${viewId}`;
export const slideShowPath = (galleryId: string) => `/social/slide-show/${galleryId}`;
/** The slide show for the screen at the venue: full screen, no tabs, the gallery's QR code on top. */
export const venueSlideShowPath = (galleryId: string) => `${slideShowPath(galleryId)}?venue=1`;

/** What the password page is handed in router state: the page to open once the guest is in. */
export type PasswordReturn = { returnTo: string };

/** The page a right password opens: the one the guest was sent from, else the gallery's grid. */
export function afterPassword(state: unknown, galleryId: string): string {
  const returnTo = (state as Partial<PasswordReturn> | null)?.returnTo;
  // Only a page of this app, never another site's address.
  return typeof returnTo === 'string' && /^\/(?!\/)/.test(returnTo) ? returnTo : galleryPath(galleryId);
}
