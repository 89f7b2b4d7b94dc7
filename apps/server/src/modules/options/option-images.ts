/**
 * Images uploaded in the option steps (watermarks, microsite logos, custom frames): read from a
 * data URL, checked by content, re-encoded without metadata and stored under a random name in
 * their folder. A record owns its files: replacing or removing it discards them.
 */
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import {
  cleanImage,
  decodeDataUrl,
  IMAGE_MAX_PIXELS,
  InvalidImageError,
  type UploadedImage,
} from '../../platform/storage/image-upload.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { AppError } from '../../shared/app-error.ts';

export type OptionImageFolder =
  | 'watermark'
  | 'micro_site'
  | 'custom_frame'
  | 'gif_custom_frame'
  | 'backdrop'
  | 'print_frame';

/** No data URL in a request is larger than this; the body limits keep them far smaller. */
const DECODE_CAP_BYTES = 16 * 1024 * 1024;

export type ImageRules = {
  /** The request field the errors are reported on. */
  field: string;
  maxBytes: number;
  invalidText: string;
  /** Said instead of invalidText when the file is over maxBytes. */
  tooLargeText?: string;
  /** The exact size the picture must have (once turned upright), and what to say otherwise. */
  size?: { width: number; height: number; text: string };
};

/** Width and height as shown, read from the header alone (EXIF orientations 5–8 turn the picture). */
async function uprightSize(bytes: Buffer): Promise<{ width: number; height: number }> {
  const header = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw new InvalidImageError('undecodable image header');
    });
  const width = header.width ?? 0;
  const height = header.height ?? 0;
  return (header.orientation ?? 1) >= 5 ? { width: height, height: width } : { width, height };
}

export type OptionImages = ReturnType<typeof createOptionImages>;

export function createOptionImages(storage: Storage) {
  const newKey = (folder: string, extension: string) => `${folder}/${randomBytes(16).toString('hex')}.${extension}`;

  return {
    /** A clean image from a data URL, or a 422 on the rules' field. */
    async read(dataUrl: string, rules: ImageRules): Promise<UploadedImage> {
      const invalid = (text: string) => AppError.validation(rules.field, text);
      try {
        const bytes = decodeDataUrl(dataUrl, DECODE_CAP_BYTES);
        if (bytes.length > rules.maxBytes) throw invalid(rules.tooLargeText ?? rules.invalidText);
        if (rules.size) {
          const { width, height } = await uprightSize(bytes);
          if (width !== rules.size.width || height !== rules.size.height) throw invalid(rules.size.text);
        }
        return await cleanImage(bytes, { maxBytes: rules.maxBytes, maxPixels: IMAGE_MAX_PIXELS });
      } catch (error) {
        if (error instanceof InvalidImageError) throw invalid(rules.invalidText);
        throw error;
      }
    },

    async store(folder: OptionImageFolder, image: UploadedImage): Promise<string> {
      const key = newKey(folder, image.extension);
      await storage.put(key, image.bytes);
      return key;
    },

    /** A copy of the file under a new name, in `folder` or else beside the original. */
    async copy(key: string, folder?: OptionImageFolder): Promise<string> {
      const copyKey = newKey(folder ?? key.slice(0, key.lastIndexOf('/')), key.slice(key.lastIndexOf('.') + 1));
      await storage.copy(key, copyKey);
      return copyKey;
    },

    async discard(...keys: (string | null | undefined)[]): Promise<void> {
      await Promise.all(keys.map((key) => (key ? storage.remove(key) : undefined)));
    },

    url: (key: string) => storage.publicUrl(key),
  };
}
