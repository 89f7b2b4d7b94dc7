/** Public gallery replies for page tests. */
import type { MediaType, PublicGallery, PublicGalleryItem } from '@boothdeck/contract';

export const GALLERY_ID = 'dXVpZC03';

export function buildPublicGallery(overrides: Partial<PublicGallery> = {}): PublicGallery {
  return {
    event_id: 7,
    event_name: 'Harbour party',
    gallery_id: GALLERY_ID,
    template_name: 'one',
    has_gallery_password: false,
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

export function buildPublicItem(id: number, mediaType: MediaType = 'photo'): PublicGalleryItem {
  const clip = mediaType === 'video';
  return {
    id,
    event_id: 7,
    media_type: mediaType,
    event_photo: `/api/v1/social-gallery-file/${id}/thumbnail`,
    event_video: clip ? `/api/v1/social-gallery-file/${id}/file` : null,
    event_gif: mediaType === 'gif' ? `/api/v1/social-gallery-file/${id}/file` : null,
    event_burst_gif: null,
    preview: `/api/v1/social-gallery-file/${id}/preview`,
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
