/**
 * The pictures a capture is shown and kept as. Every picture is decoded and written anew, so
 * no EXIF, GPS or bytes appended after the image survive, and photos are turned upright by
 * their EXIF orientation. Grids show the thumbnail, the slider the screen-size preview, which
 * stays animated for animations. The header is read first: nothing over the pixel or frame
 * limits is decoded, and sharp's own input limit stands behind that check.
 */
import { MEDIA_MAX_FRAMES, MEDIA_MAX_PIXELS } from '@boothdeck/contract';
import sharp, { type KernelEnum, type Sharp } from 'sharp';
import { InvalidImageError, readImageHeader } from '../../platform/storage/image-upload.ts';
import { MEDIA_FORMATS, type MediaFormat } from '../../platform/storage/media-format.ts';

/** The picture's bytes, or the path of a file on this machine holding them (read there by sharp). */
export type PictureSource = Buffer | string;
export type Picture = { bytes: Buffer; extension: string; contentType: string };
export type Pictures = { kept: Picture; thumbnail: Picture; preview: Picture };

const THUMBNAIL_SIDE = 400;
const PREVIEW_SIDE = 1600;
/**
 * The preview at WebP's fastest method: made while the booth waits, it is a little over half the
 * encoding work of effort 2, and no larger on camera photos. The thumbnail is small enough for
 * effort 2. Why each step of a photo is done as it is, and what it costs: docs/performance.md.
 */
const PREVIEW_WEBP = { quality: 82, effort: 0 };
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

const fitInside = (image: Sharp, side: number, kernel: keyof KernelEnum = 'lanczos3') =>
  image.resize(side, side, { fit: 'inside', withoutEnlargement: true, kernel });

/** Decoding failures (a cut-off or damaged file) become the one error the caller reports. */
async function encoded<Result>(work: Promise<Result>, label: string): Promise<Result> {
  try {
    return await work;
  } catch (error) {
    throw new InvalidImageError(`undecodable ${label}: ${(error as Error).message}`);
  }
}

/**
 * The preview and the thumbnail from one decode at screen size: a JPEG is decoded straight at
 * half size or less (shrink-on-load), and both are encoded from those pixels, so the thumbnail
 * costs no decode of its own. What is left to shrink after the decode (or libvips' box shrink,
 * for other formats) is under half (a 12-megapixel photo: 2000 to 1600 px), where a linear
 * filter looks as good as lanczos3 on a screen for less work.
 */
async function screenSizes(upright: Sharp): Promise<{ preview: Buffer; thumbnail: Buffer }> {
  const { data, info } = await fitInside(upright, PREVIEW_SIDE, 'linear').raw().toBuffer({ resolveWithObject: true });
  const pixels = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  const [preview, thumbnail] = await Promise.all([
    pixels().webp(PREVIEW_WEBP).toBuffer(),
    fitInside(pixels(), THUMBNAIL_SIDE).webp(THUMBNAIL_WEBP).toBuffer(),
  ]);
  return { preview, thumbnail };
}

/**
 * A photo or a clip's poster: kept as JPEG (quality 90), with a WebP thumbnail and preview. Two
 * decodes in parallel, the kept file's at full size and the screen sizes' shrunk on load: one
 * shared full-size decode would need the 36 MB of pixels copied out to JavaScript and back, which
 * costs more than the second, smaller decode.
 */
export async function stillPictures(source: PictureSource, format: MediaFormat): Promise<Pictures> {
  await readImageHeader(source, MEDIA_MAX_PIXELS, format);
  const upright = () => sharp(source, { limitInputPixels: MEDIA_MAX_PIXELS, failOn: 'truncated' }).rotate();
  const [kept, { preview, thumbnail }] = await Promise.all([
    encoded(upright().flatten({ background: '#ffffff' }).jpeg(KEPT_JPEG).toBuffer(), format),
    encoded(screenSizes(upright()), format),
  ]);
  return { kept: { bytes: kept, ...picture('jpeg') }, thumbnail: webp(thumbnail), preview: webp(preview) };
}

/** A GIF or animated WebP: kept in its own format with every frame, previewed as animated WebP. */
export async function animatedPictures(source: PictureSource, format: 'gif' | 'webp'): Promise<Pictures> {
  const header = await readImageHeader(source, MEDIA_MAX_PIXELS, format);
  const frames = header.pages ?? 1;
  const framePixels = (header.width ?? 0) * (header.pageHeight ?? header.height ?? 0);
  if (frames > MEDIA_MAX_FRAMES) throw new InvalidImageError(`animation of ${frames} frames`, true);
  if (frames * framePixels > ANIMATION_MAX_PIXELS) throw new InvalidImageError(`animation of ${frames} frames`, true);
  const options = { limitInputPixels: ANIMATION_MAX_PIXELS, failOn: 'truncated' } as const;
  const animated = () => sharp(source, { ...options, animated: true });
  const [kept, thumbnail, preview] = await Promise.all([
    encoded((format === 'gif' ? animated().gif() : animated().webp({ quality: 85 })).toBuffer(), format),
    encoded(fitInside(sharp(source, options), THUMBNAIL_SIDE).webp(THUMBNAIL_WEBP).toBuffer(), format),
    encoded(fitInside(animated(), PREVIEW_SIDE).webp(PREVIEW_WEBP).toBuffer(), format),
  ]);
  return { kept: { bytes: kept, ...picture(format) }, thumbnail: webp(thumbnail), preview: webp(preview) };
}
