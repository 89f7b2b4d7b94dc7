/**
 * Turns an uploaded capture into the files to store: checks the bytes against the declared
 * media type and the limits, re-encodes pictures and names every file with a fresh random key.
 * Clips cannot be re-encoded here: their container is checked and they are kept as sent, while
 * their poster still gives the thumbnail and preview.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import { MEDIA_MAX_BYTES, MEDIA_MAX_FRAMES, MEDIA_MAX_PIXELS, type MediaType } from '@boothdeck/contract';
import { InvalidImageError } from '../../platform/storage/image-upload.ts';
import {
  checkClipContainer,
  MEDIA_FORMATS,
  type MediaFormat,
  sniffMediaSource,
} from '../../platform/storage/media-format.ts';
import { AppError } from '../../shared/app-error.ts';
import { animatedPictures, type Picture, type Pictures, stillPictures } from './capture-pictures.ts';
import { imageWork } from './image-work.ts';
import { UPLOAD_PARTS_FOLDER } from './resumable-upload-store.ts';

/** The capture's bytes, or the path of a file on this machine holding them (large clips). */
export type CaptureSource = Buffer | string;

export type CaptureFile = { key: string; source: CaptureSource };

export type CaptureFiles = {
  original: CaptureFile;
  thumbnail: CaptureFile;
  preview: CaptureFile;
  poster: CaptureFile | null;
  contentType: string;
  byteSize: number;
};

const ACCEPTED_FORMATS: Record<MediaType, readonly MediaFormat[]> = {
  photo: ['jpeg', 'png', 'webp'],
  gif: ['gif', 'webp'],
  burst_gif: ['gif', 'webp'],
  video: ['mp4', 'webm'],
  boomerang: ['mp4', 'webm', 'gif'],
};
const STILL_FORMATS: readonly MediaFormat[] = ['jpeg', 'png', 'webp'];

const FOLDER: Record<MediaType, string> = {
  photo: 'photo',
  video: 'video',
  gif: 'gif',
  burst_gif: 'burstgif',
  boomerang: 'boomerang',
};

/**
 * No gallery file is served at /media/: a gallery may be password-protected and /media/ cannot
 * tell whose a file is. They are served by the gallery file route, which checks (see
 * gallery-file-links.ts); photo originals only through signed downloads. Nor are the parts of
 * resumable uploads in progress (resumable-upload-store.ts).
 */
const PRIVATE_FOLDERS = ['event_gallery/', UPLOAD_PARTS_FOLDER];
export const isPrivateMediaKey = (key: string): boolean => PRIVATE_FOLDERS.some((folder) => key.startsWith(folder));

const FORMAT_NAMES = 'JPEG, PNG, WebP, GIF, MP4 or WebM';
const LIMITS_TEXT = `at most ${MEDIA_MAX_PIXELS / 1_000_000} megapixels and ${MEDIA_MAX_FRAMES} frames`;

async function sizeOf(source: CaptureSource): Promise<number> {
  return typeof source === 'string' ? (await fs.stat(source)).size : source.length;
}

/** The file's format by its bytes, refused when it is over its limit or not one the type takes. */
async function checkedFormat(
  source: CaptureSource,
  field: string,
  maxBytes: number,
  accepted: readonly MediaFormat[],
  typeText: string,
): Promise<{ format: MediaFormat; size: number }> {
  const size = await sizeOf(source);
  if (size > maxBytes) {
    throw new AppError('too_large', `The ${field} is over ${maxBytes / (1024 * 1024)} MB.`, {
      [field]: ['Too large'],
    });
  }
  const format = await sniffMediaSource(source);
  if (!format) throw AppError.validation(field, `The ${field} is not a ${FORMAT_NAMES} file.`);
  if (!accepted.includes(format)) {
    throw AppError.validation(field, `A ${typeText} must be ${accepted.map((f) => f.toUpperCase()).join(', ')}.`);
  }
  return { format, size };
}

/**
 * Damaged pictures and pictures over the limits become 422s the booth can show. The work waits
 * its turn in the image queue (image-work.ts); sharp reads an uploaded file where it lies, only
 * once it is its turn, rather than from a copy of its bytes held in JavaScript.
 */
async function readPictures(field: string, work: () => Promise<Pictures>): Promise<Pictures> {
  try {
    return await imageWork(work);
  } catch (error) {
    if (!(error instanceof InvalidImageError)) throw error;
    if (error.isOverLimit) {
      throw AppError.validation(field, `The ${field} is too large (${error.message}); the limit is ${LIMITS_TEXT}.`);
    }
    throw AppError.validation(field, `The ${field} is damaged or cut off and cannot be read.`);
  }
}

export async function prepareCaptureFiles(
  mediaType: MediaType,
  file: CaptureSource,
  poster: CaptureSource | undefined,
): Promise<CaptureFiles> {
  const typeText = mediaType.replace('_', ' ');
  const { format, size } = await checkedFormat(
    file,
    'file',
    MEDIA_MAX_BYTES[mediaType],
    ACCEPTED_FORMATS[mediaType],
    typeText,
  );
  const name = randomBytes(16).toString('base64url');
  const keyOf = (folder: string, picture: Pick<Picture, 'extension'>) =>
    `event_gallery/${folder}/${name}.${picture.extension}`;
  const derivatives = (pictures: Pictures) => ({
    thumbnail: { key: keyOf('thumb', pictures.thumbnail), source: pictures.thumbnail.bytes },
    preview: { key: keyOf('preview', pictures.preview), source: pictures.preview.bytes },
  });

  if (!MEDIA_FORMATS[format].isClip) {
    const pictures = await readPictures('file', () =>
      format === 'gif' || (format === 'webp' && mediaType !== 'photo')
        ? animatedPictures(file, format)
        : stillPictures(file, format),
    );
    return {
      original: { key: keyOf(FOLDER[mediaType], pictures.kept), source: pictures.kept.bytes },
      ...derivatives(pictures),
      poster: null,
      contentType: pictures.kept.contentType,
      byteSize: pictures.kept.bytes.length,
    };
  }

  const problem = await checkClipContainer(file, format === 'webm' ? 'webm' : 'mp4');
  if (problem) throw AppError.validation('file', `The clip is damaged or cut off: ${problem}.`);
  if (!poster) throw AppError.validation('poster', `A ${typeText} needs a poster still (JPEG, PNG or WebP).`);
  const posterFormat = await checkedFormat(poster, 'poster', MEDIA_MAX_BYTES.poster, STILL_FORMATS, 'poster');
  const pictures = await readPictures('poster', () => stillPictures(poster, posterFormat.format));
  return {
    original: { key: keyOf(FOLDER[mediaType], MEDIA_FORMATS[format]), source: file },
    ...derivatives(pictures),
    poster: { key: keyOf('poster', pictures.kept), source: pictures.kept.bytes },
    contentType: MEDIA_FORMATS[format].contentType,
    byteSize: size,
  };
}
