/** The slide show's tabs and which items each one shows. */
import type { GalleryItem } from '@boothdeck/contract';
import type { CatalogueKey } from '@boothdeck/i18n';

export const SLIDE_TABS = ['All', 'Photos', 'Gifs', 'Videos'] as const;
export type SlideTab = (typeof SLIDE_TABS)[number];

/** Each tab's name, in the guest's language. */
export const SLIDE_TAB_NAMES: Record<SlideTab, CatalogueKey> = {
  All: 'guest.slideShow.all',
  Photos: 'guest.slideShow.photos',
  Gifs: 'guest.slideShow.gifs',
  Videos: 'guest.slideShow.videos',
};

/** A boomerang is a clip or a GIF, depending on how the booth made it. */
export function inTab(item: GalleryItem, tab: SlideTab): boolean {
  if (tab === 'All') return true;
  if (tab === 'Photos') return item.media_type === 'photo';
  if (tab === 'Videos') return item.event_video !== null;
  return item.media_type !== 'photo' && item.event_video === null;
}

/** The index after moving by `step` through `count` items, wrapping round at both ends. */
export const wrapIndex = (index: number, step: number, count: number) =>
  count === 0 ? 0 : (((index + step) % count) + count) % count;
