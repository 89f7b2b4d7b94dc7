import type {
  GalleryItem,
  GalleryItemSingleReply,
  GalleryItemsReply,
  MediaDetailsReply,
  MediaType,
} from '@boothdeck/contract';
import { buildPage } from './build-page';
import { reply } from './stub-api';

/** One captured item as the gallery lists it; override what a test is about. */
export function buildGalleryItem(
  id: number,
  mediaType: MediaType = 'photo',
  overrides: Partial<GalleryItem> = {},
): GalleryItem {
  const isClip = mediaType === 'video' || mediaType === 'boomerang';
  return {
    id,
    event_id: 7,
    media_type: mediaType,
    event_photo: `/media/event_gallery/thumb/${id}.jpg`,
    event_video: isClip ? `/media/event_gallery/video/${id}.mp4` : null,
    event_gif: mediaType === 'gif' ? `/media/event_gallery/gif/${id}.gif` : null,
    event_burst_gif: mediaType === 'burst_gif' ? `/media/event_gallery/burstgif/${id}.gif` : null,
    preview: `/media/event_gallery/preview/${id}.jpg`,
    created_at: '2026-11-24T20:00:00.000Z',
    ...overrides,
  };
}

/** One page of a tab, `perPage` items a page. */
export function buildGalleryPage(
  items: GalleryItem[],
  { page = 1, total = items.length, perPage = 40 } = {},
): GalleryItemsReply {
  return { gallery_photo: buildPage(items, page, total, perPage) };
}

/** The slider's reply for an item among `ids` (a tab, newest first), neighbours wrapping round. */
export function buildGallerySingle(ids: number[], id: number, mediaType: MediaType = 'photo'): GalleryItemSingleReply {
  const index = ids.indexOf(id);
  return {
    gallery_photo_single: buildGalleryItem(id, mediaType),
    previous_id: ids[(index - 1 + ids.length) % ids.length] ?? id,
    next_id: ids[(index + 1) % ids.length] ?? id,
    position: index + 1,
    total: ids.length,
  };
}

export function buildMediaDetails(overrides: Partial<MediaDetailsReply['media']> = {}): MediaDetailsReply {
  return {
    status: 'success',
    media: {
      email_shares_count: 0,
      facebook_shares_count: 0,
      instagram_shares_count: 0,
      linkedin_shares_count: 0,
      sms_shares_count: 0,
      download_shares_count: 0,
      shares_count: 0,
      created_at: '2026-11-24T20:00:00.000Z',
      ...overrides,
    },
  };
}

/** The stubbed address of one page of one tab of event 7. */
export const galleryItemsCall = (mediaType: MediaType, page = 1, eventId = 7) =>
  `gallery-items?event_id=${eventId}&gallery_item=${mediaType}&page=${page}&per_page=40`;

export const gallerySingleCall = (id: number, mediaType: MediaType = 'photo') =>
  `gallery-items-single/${id}?gallery_item=${mediaType}`;

export const mediaDetailsCall = (id: number) => `media/item-details?media_id=${id}`;

/**
 * The calls behind one tab of event 7 holding `ids` (newest first): its page, each item's
 * slider reply and each item's details, with `shares_count` equal to its id so a test can tell
 * which item's stats are on screen.
 */
export function galleryHandlers(ids: number[], mediaType: MediaType = 'photo') {
  return {
    [galleryItemsCall(mediaType)]: reply(200, buildGalleryPage(ids.map((id) => buildGalleryItem(id, mediaType)))),
    ...Object.fromEntries(
      ids.map((id) => [gallerySingleCall(id, mediaType), reply(200, buildGallerySingle(ids, id, mediaType))]),
    ),
    ...Object.fromEntries(ids.map((id) => [mediaDetailsCall(id), reply(200, buildMediaDetails({ shares_count: id }))])),
  };
}
