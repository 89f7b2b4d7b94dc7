/**
 * A media row as the gallery shows it. One mapping for every call that answers gallery items
 * (the booth's upload reply, the organiser's gallery, the public gallery), so the rule of which
 * file fills which field lives here alone.
 */
import type { GalleryItem } from '@boothdeck/contract';
import type { MediaItemRow } from './media.repository.ts';

/** Which of an item's files an address names: the grid picture, the screen-size one, the clip or animation. */
export type GalleryFileKind = 'thumbnail' | 'preview' | 'file';

/** Makes the address of one file of one item (see `gallery-file-links.ts`). */
export type FileAddress = (row: GalleryItemRow, kind: GalleryFileKind) => string;

export type GalleryItemRow = Pick<
  MediaItemRow,
  'id' | 'event_id' | 'media_type' | 'file_path' | 'thumbnail_path' | 'preview_path' | 'content_type' | 'created_at'
>;

/** The field the slider plays: a clip is a video; an animation is a GIF of its own kind. */
function playableField(row: GalleryItemRow): 'event_video' | 'event_gif' | 'event_burst_gif' | null {
  if (row.media_type === 'photo') return null;
  if (row.media_type === 'burst_gif') return 'event_burst_gif';
  if (row.media_type === 'gif') return 'event_gif';
  if (row.media_type === 'video') return 'event_video';
  // A boomerang is a clip, or a GIF when the booth made it as one.
  return row.content_type?.startsWith('image/') ? 'event_gif' : 'event_video';
}

/** The stored key of one file of an item, or null when it has none (a photo's original is never served). */
export function keyOfFile(row: GalleryItemRow, kind: GalleryFileKind): string | null {
  if (kind === 'thumbnail') return row.thumbnail_path;
  if (kind === 'preview') return row.preview_path;
  return playableField(row) ? row.file_path : null;
}

/**
 * `event_photo` is the grid thumbnail (a clip's poster), `preview` the screen-size picture; a
 * photo's original is never addressed here: it is downloaded through a signed link.
 */
export function toGalleryItem(row: GalleryItemRow, addressOf: FileAddress): GalleryItem {
  const item: GalleryItem = {
    id: row.id,
    event_id: row.event_id,
    media_type: row.media_type,
    event_photo: row.thumbnail_path ? addressOf(row, 'thumbnail') : null,
    event_video: null,
    event_gif: null,
    event_burst_gif: null,
    preview: row.preview_path ? addressOf(row, 'preview') : null,
    created_at: row.created_at,
  };
  const playable = playableField(row);
  if (playable) item[playable] = addressOf(row, 'file');
  return item;
}
