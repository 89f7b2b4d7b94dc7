/** Names and headers of downloaded files: readable, safe in any file system and in a header. */
import type { DownloadKind } from '@boothdeck/contract';

const NOUNS: Record<DownloadKind, string> = {
  photos: 'photos',
  videos: 'videos',
  gif: '3 in 1 GIFs',
  burst_gif: '3 in 1 fast GIFs',
  boomerangs: 'boomerangs',
  all: 'media',
};

export const nothingToDownload = (kind: DownloadKind) => `There are no ${NOUNS[kind]} to download.`;

const MAX_NAME_LENGTH = 60;

/**
 * An event name as part of a file name: accents dropped, anything but letters, digits, `-` and
 * `_` turned into single dashes, so it is plain ASCII, has no path separators and needs no
 * quoting in Content-Disposition.
 */
export function fileNamePart(eventName: string): string {
  const plain = eventName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_NAME_LENGTH)
    .replace(/-+$/, '');
  return plain || 'event';
}

/** The original's extension, from its storage key (which the server made, so it is safe). */
const extensionOf = (storageKey: string) => /\.([a-z0-9]+)$/.exec(storageKey)?.[1] ?? 'bin';

/** `Harbour-Launch-Party-42.jpg`: the event, the item's id and the original's extension. */
export const itemFileName = (eventName: string, item: { id: number; file_path: string }) =>
  `${fileNamePart(eventName)}-${item.id}.${extensionOf(item.file_path)}`;

export const archiveFileName = (eventName: string, kind: DownloadKind) => `${fileNamePart(eventName)}-${kind}.zip`;
