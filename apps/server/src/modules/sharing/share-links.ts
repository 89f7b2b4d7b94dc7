/**
 * The public address a shared item is opened at: the public gallery's single-item view, with
 * the item's id in base64 as the gallery's addresses carry ids. The padding is left off (an id's
 * digits encode to letters and digits only), so the link is never cut short at an '=' by a phone
 * or mail reader; browsers' atob reads it without.
 */
export const publicMediaAddress = (appUrl: string, mediaId: number): string =>
  `${appUrl}/social/gallery/view/${Buffer.from(String(mediaId)).toString('base64').replace(/=+$/, '')}`;
