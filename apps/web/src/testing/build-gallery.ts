import { stub } from '@boothdeck/client/testing';
import {
  type GalleryItem,
  type GalleryItemSingleReply,
  type GalleryItemsReply,
  galleryEndpoints,
  type MediaDetailsReply,
  type MediaType,
} from '@boothdeck/contract';
import { buildPage } from './build-page';

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

/** The request for one page of one tab of event 7 (40 items a page). */
export const galleryPageRequest = (mediaType: MediaType, page = 1, eventId = 7) => ({
  query: { event_id: eventId, gallery_item: mediaType, page, per_page: 40 },
});

/** The slider's request for one item of a tab. */
export const gallerySingleRequest = (id: number, mediaType: MediaType = 'photo') => ({
  params: { id },
  query: { gallery_item: mediaType },
});

/** The request for one item's details. */
export const mediaDetailsRequest = (id: number) => ({ query: { media_id: id } });

/**
 * The calls behind one tab of event 7 holding `ids` (newest first): its page, each item's
 * slider reply and each item's details, with `shares_count` equal to its id so a test can tell
 * which item's stats are on screen.
 */
export function galleryStubs(ids: number[], mediaType: MediaType = 'photo') {
  return [
    stub(
      galleryEndpoints.items,
      buildGalleryPage(ids.map((id) => buildGalleryItem(id, mediaType))),
      galleryPageRequest(mediaType),
    ),
    ...ids.map((id) =>
      stub(galleryEndpoints.single, buildGallerySingle(ids, id, mediaType), gallerySingleRequest(id, mediaType)),
    ),
    ...ids.map((id) =>
      stub(galleryEndpoints.details, buildMediaDetails({ shares_count: id }), mediaDetailsRequest(id)),
    ),
  ];
}
