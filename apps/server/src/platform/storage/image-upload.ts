/**
 * An uploaded image, checked by its content and re-encoded. The declared type and the client's
 * file name are ignored: the bytes decide PNG, JPEG or WebP; the picture is decoded (with a
 * pixel limit, before any pixel is decoded), turned upright by its EXIF orientation and written
 * anew without any metadata, so nothing the camera or an attacker put in the file survives.
 */
import sharp, { type Metadata, type Sharp } from 'sharp';
import { InvalidImageError } from './image-errors.ts';

export { InvalidImageError } from './image-errors.ts';

export type ImageKind = 'png' | 'jpeg' | 'webp';

export type UploadedImage = {
  bytes: Buffer;
  kind: ImageKind;
  extension: 'png' | 'jpg' | 'webp';
  width: number;
  height: number;
};

export type ImageLimits = { maxBytes: number; maxPixels: number };

/** Larger than any phone camera; stops a small file that claims a huge canvas. */
export const IMAGE_MAX_PIXELS = 50_000_000;

const DATA_URL = /^data:[^,;]*(?:;[^,;]*)*;base64,/i;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const EXTENSION = { png: 'png', jpeg: 'jpg', webp: 'webp' } as const;

/** The bytes of a base64 data URL, or an error when it is not one or is over the limit. */
export function decodeDataUrl(dataUrl: string, maxBytes: number): Buffer {
  const header = DATA_URL.exec(dataUrl);
  if (!header) throw new InvalidImageError('not a base64 data URL');
  const payload = dataUrl.slice(header[0].length).replace(/\s+/g, '');
  if (!BASE64.test(payload) || payload.length % 4 === 1) throw new InvalidImageError('damaged base64');
  if (Math.floor((payload.length * 3) / 4) - (payload.match(/=/g)?.length ?? 0) > maxBytes) {
    throw new InvalidImageError('image over the size limit');
  }
  return Buffer.from(payload, 'base64');
}

export function sniffImageKind(bytes: Buffer): ImageKind | null {
  if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}

/** The image written as `kind` again, at the quality every stored image gets. */
export function encodeAs(kind: ImageKind, image: Sharp): Sharp {
  if (kind === 'png') return image.png({ compressionLevel: 9 });
  if (kind === 'jpeg') return image.jpeg({ quality: 88, mozjpeg: true });
  return image.webp({ quality: 88 });
}

/**
 * The picture's header, read without decoding a pixel, and refused when it cannot be read or
 * claims a canvas over the pixel limit (for an animation, per frame). `input` is the bytes or
 * the path of a file on this machine.
 */
export async function readImageHeader(input: Buffer | string, maxPixels: number, label: string): Promise<Metadata> {
  const header = await sharp(input, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw new InvalidImageError(`undecodable ${label}`);
    });
  const width = header.width ?? 0;
  const height = header.pageHeight ?? header.height ?? 0;
  if (width < 1 || height < 1 || width * height > maxPixels) {
    throw new InvalidImageError(`image of ${width}×${height} pixels`, true);
  }
  return header;
}

export async function cleanImage(bytes: Buffer, limits: ImageLimits): Promise<UploadedImage> {
  if (bytes.length === 0 || bytes.length > limits.maxBytes) throw new InvalidImageError('image size out of range');
  const kind = sniffImageKind(bytes);
  if (!kind) throw new InvalidImageError('not a PNG, JPEG or WebP');
  // The header alone says the size; nothing is decoded until it is within the limit.
  await readImageHeader(bytes, limits.maxPixels, kind);
  try {
    const source = sharp(bytes, { limitInputPixels: limits.maxPixels, failOn: 'error' });
    const { data, info } = await encodeAs(kind, source.rotate()).toBuffer({ resolveWithObject: true });
    return { bytes: data, kind, extension: EXTENSION[kind], width: info.width, height: info.height };
  } catch (error) {
    throw new InvalidImageError(`undecodable ${kind}: ${(error as Error).message}`);
  }
}

/** A data URL from a form → a re-encoded image ready to store. */
export async function readImageDataUrl(dataUrl: string, limits: ImageLimits): Promise<UploadedImage> {
  return cleanImage(decodeDataUrl(dataUrl, limits.maxBytes), limits);
}
