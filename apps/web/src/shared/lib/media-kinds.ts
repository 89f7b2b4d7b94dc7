/** How the gallery names and plays each media type. */
import type { GalleryItem, MediaType } from '@boothdeck/contract';

/** What one item of a type is called in button names ('Open photo 3 of 120'). */
export const MEDIA_NOUNS: Record<MediaType, string> = {
  photo: 'photo',
  video: 'video',
  gif: '3 in 1 animation',
  burst_gif: '3 in 1 fast animation',
  boomerang: 'boomerang',
};

/** The end of each tab's 'Download All …' button. */
export const DOWNLOAD_ALL_LABELS: Record<MediaType, string> = {
  photo: 'Photos',
  video: 'Videos',
  gif: '3 in 1',
  burst_gif: '3 in 1 fast',
  boomerang: 'Boomerang',
};

/** Video and boomerang play as clips; the rest are pictures (a GIF animates in an img). */
export const isClip = (mediaType: MediaType) => mediaType === 'video' || mediaType === 'boomerang';

/** What the slider shows for an item: its type's own file, or the screen-size preview of a photo. */
export function mediaSource(item: GalleryItem): string | null {
  switch (item.media_type) {
    case 'video':
      return item.event_video;
    case 'boomerang':
      // A boomerang is a clip, or a GIF when the booth made it as one.
      return item.event_video ?? item.event_gif;
    case 'gif':
      return item.event_gif ?? item.preview;
    case 'burst_gif':
      return item.event_burst_gif ?? item.preview;
    case 'photo':
      return item.preview ?? item.event_photo;
  }
}

export const itemName = (mediaType: MediaType, position: number, total: number) =>
  `${MEDIA_NOUNS[mediaType]} ${position.toLocaleString('en')} of ${total.toLocaleString('en')}`;
