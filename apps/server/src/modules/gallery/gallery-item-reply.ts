/**
 * A media row as the gallery shows it. Kept to this one function so it can give way to the
 * media module's own mapping of the same row when both exist.
 */
import type { GalleryItem } from '@boothdeck/contract';
import type { Storage } from '../../platform/storage/storage.ts';
import type { MediaRow } from './gallery.repository.ts';

export function toGalleryItem(row: MediaRow, storage: Pick<Storage, 'publicUrl'>): GalleryItem {
  const url = (key: string | null) => (key ? storage.publicUrl(key) : null);
  const isPhoto = row.media_type === 'photo';
  const isClip = row.media_type === 'video' || row.media_type === 'boomerang';
  // What the slider shows: a clip's own file; for stills and GIFs the screen-size version when
  // there is one, else the original.
  const played = url(row.preview_path ?? row.file_path);
  return {
    id: row.id,
    event_id: row.event_id,
    media_type: row.media_type,
    // The grid tile: the thumbnail, a clip's poster, or for a photo without either the photo.
    event_photo: url(row.thumbnail_path ?? row.poster_path ?? (isPhoto ? (row.preview_path ?? row.file_path) : null)),
    event_video: isClip ? url(row.file_path) : null,
    event_gif: row.media_type === 'gif' ? played : null,
    event_burst_gif: row.media_type === 'burst_gif' ? played : null,
    preview: isClip ? url(row.preview_path ?? row.poster_path) : played,
    created_at: row.created_at,
  };
}
