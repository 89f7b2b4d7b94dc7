/** Public gallery replies for page tests. */
import {
  type GALLERY_FILE_KINDS,
  type MediaType,
  type PublicGallery,
  type PublicGalleryItem,
  publicGalleryEndpoints,
} from '@boothdeck/contract';
import { callAddress } from '@/shared/api/api-client';

export const GALLERY_ID = 'dXVpZC03';

export function buildPublicGallery(overrides: Partial<PublicGallery> = {}): PublicGallery {
  return {
    event_id: 7,
    event_name: 'Harbour party',
    gallery_id: GALLERY_ID,
    template_name: 'one',
    has_gallery_password: false,
    privacy: 'everyone',
    logo: '',
    tagline: 'Share now with your family and friends',
    colour: '#CEA252',
    button_text: 'Gallery',
    button_color: '#CEA252',
    footer_text: 'Brought you by Boothdeck',
    tag_script: '',
    share: { email: 1, sms: 1, facebook: 1, twitter: 0, linked_in: 0, whats_app: 1, download: 1 },
    ...overrides,
  };
}

/** The address the server gives one of an item's files. */
export const galleryFileAddress = (mediaId: number, kind: (typeof GALLERY_FILE_KINDS)[number]) =>
  callAddress(publicGalleryEndpoints.file, { params: { mediaId, kind } });

/** An item as the server answers it; a boomerang is a clip unless `gifBoomerang`, as a booth that made it as a GIF leaves it. */
export function buildPublicItem(id: number, mediaType: MediaType = 'photo', gifBoomerang = false): PublicGalleryItem {
  const file = galleryFileAddress(id, 'file');
  const asGif = mediaType === 'gif' || (mediaType === 'boomerang' && gifBoomerang);
  const asClip = mediaType === 'video' || (mediaType === 'boomerang' && !gifBoomerang);
  return {
    id,
    event_id: 7,
    media_type: mediaType,
    event_photo: galleryFileAddress(id, 'thumbnail'),
    event_video: asClip ? file : null,
    event_gif: asGif ? file : null,
    event_burst_gif: mediaType === 'burst_gif' ? file : null,
    preview: galleryFileAddress(id, 'preview'),
    created_at: '2026-05-01T12:00:00.000Z',
    view_id: `view-${id}`,
  };
}

export function buildGridReply(items: PublicGalleryItem[], gallery = buildPublicGallery()) {
  return {
    gallery,
    gallery_items: {
      data: items,
      current_page: 1,
      last_page: 1,
      total: items.length,
      per_page: 40,
      from: items.length ? 1 : null,
      to: items.length || null,
    },
  };
}
