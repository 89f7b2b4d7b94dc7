/**
 * The pictures a capture is shown and kept as. Every picture is decoded and written anew, so
 * no EXIF, GPS or bytes appended after the image survive, and photos are turned upright by
 * their EXIF orientation. Grids show the thumbnail, the slider the screen-size preview, which
 * stays animated for animations. The header is read first: nothing over the pixel or frame
 * limits is decoded, and sharp's own input limit stands behind that check.
 */
import { MEDIA_MAX_FRAMES, MEDIA_MAX_PIXELS } from '@boothdeck/contract';
import sharp, { type Sharp } from 'sharp';
import { InvalidImageError, readImageHeader } from '../../platform/storage/image-upload.ts';
import { MEDIA_FORMATS, type MediaFormat } from '../../platform/storage/media-format.ts';

export type Picture = { bytes: Buffer; extension: string; contentType: string };
export type Pictures = { kept: Picture; thumbnail: Picture; preview: Picture };

const THUMBNAIL_SIDE = 400;
const PREVIEW_SIDE = 1600;
/** A lower effort than sharp's default: previews are made while the booth waits for its answer. */
const PREVIEW_WEBP = { quality: 82, effort: 2 };
const THUMBNAIL_WEBP = { quality: 80, effort: 2 };
/** Without optimised Huffman tables: a few per cent larger, and a third less work on a 12-megapixel photo. */
const KEPT_JPEG = { quality: 90, optimiseCoding: false };
/** All frames of an animation together; decoded frames are held in memory at 4 bytes a pixel. */
const ANIMATION_MAX_PIXELS = 100_000_000;

const webp = (bytes: Buffer): Picture => ({ bytes, ...picture('webp') });
const picture = (format: MediaFormat) => ({
  extension: MEDIA_FORMATS[format].extension,
  contentType: MEDIA_FORMATS[format].contentType,
});

const fitInside = (image: Sharp, side: number) => image.resize(side, side, { fit: 'inside', withoutEnlargement: true });

/** Decoding failures (a cut-off or damaged file) become the one error the caller reports. */
async function encoded(work: Promise<Buffer>, label: string): Promise<Buffer> {
  try {
    return await work;
  } catch (error) {
    throw new InvalidImageError(`undecodable ${label}: ${(error as Error).message}`);
  }
}

/** A photo or a clip's poster: kept as JPEG (quality 90), with a WebP thumbnail and preview. */
export async function stillPictures(bytes: Buffer, format: MediaFormat): Promise<Pictures> {
  await readImageHeader(bytes, MEDIA_MAX_PIXELS, format);
  const upright = () => sharp(bytes, { limitInputPixels: MEDIA_MAX_PIXELS, failOn: 'truncated' }).rotate();
  const [kept, preview] = await Promise.all([
    encoded(upright().flatten({ background: '#ffffff' }).jpeg(KEPT_JPEG).toBuffer(), format),
    encoded(fitInside(upright(), PREVIEW_SIDE).webp(PREVIEW_WEBP).toBuffer(), format),
  ]);
  // From the small preview rather than the original: one full decode fewer per upload.
  const thumbnail = await fitInside(sharp(preview), THUMBNAIL_SIDE).webp(THUMBNAIL_WEBP).toBuffer();
  return { kept: { bytes: kept, ...picture('jpeg') }, thumbnail: webp(thumbnail), preview: webp(preview) };
}

/** A GIF or animated WebP: kept in its own format with every frame, previewed as animated WebP. */
export async function animatedPictures(bytes: Buffer, format: 'gif' | 'webp'): Promise<Pictures> {
  const header = await readImageHeader(bytes, MEDIA_MAX_PIXELS, format);
  const frames = header.pages ?? 1;
  const framePixels = (header.width ?? 0) * (header.pageHeight ?? header.height ?? 0);
  if (frames > MEDIA_MAX_FRAMES) throw new InvalidImageError(`animation of ${frames} frames`, true);
  if (frames * framePixels > ANIMATION_MAX_PIXELS) throw new InvalidImageError(`animation of ${frames} frames`, true);
  const options = { limitInputPixels: ANIMATION_MAX_PIXELS, failOn: 'truncated' } as const;
  const animated = () => sharp(bytes, { ...options, animated: true });
  const [kept, thumbnail, preview] = await Promise.all([
    encoded((format === 'gif' ? animated().gif() : animated().webp({ quality: 85 })).toBuffer(), format),
    encoded(fitInside(sharp(bytes, options), THUMBNAIL_SIDE).webp(THUMBNAIL_WEBP).toBuffer(), format),
    encoded(fitInside(animated(), PREVIEW_SIDE).webp(PREVIEW_WEBP).toBuffer(), format),
  ]);
  return { kept: { bytes: kept, ...picture(format) }, thumbnail: webp(thumbnail), preview: webp(preview) };
}
