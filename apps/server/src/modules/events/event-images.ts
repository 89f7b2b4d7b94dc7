/**
 * Event images: an uploaded data URL is checked and re-encoded, then stored under a random name
 * in event_info_image/. Each event owns its file (a duplicate gets a copy), so removing an
 * event removes its image.
 */
import { randomBytes } from 'node:crypto';
import { EVENT_IMAGE_MAX_BYTES } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { IMAGE_MAX_PIXELS, InvalidImageError, readImageDataUrl } from '../../platform/storage/image-upload.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { AppError } from '../../shared/app-error.ts';

const FOLDER = 'event_info_image';

export type EventImages = ReturnType<typeof createEventImages>;

/** What to do with the image: keep the current one, or store new bytes. */
export type ImageChange = { kind: 'keep' } | { kind: 'replace'; bytes: Buffer; extension: string };

const newKey = (extension: string) => `${FOLDER}/${randomBytes(16).toString('hex')}.${extension}`;

export function createEventImages(storage: Storage) {
  return {
    /**
     * Reads the form's fileURL: absent keeps the image, a data URL replaces it, and the current
     * image's own address (a form sending back what it loaded) keeps it too.
     */
    async changeFrom(fileUrl: string | null | undefined, currentKey: string | null): Promise<ImageChange> {
      if (!fileUrl) return { kind: 'keep' };
      if (!fileUrl.startsWith('data:')) {
        if (currentKey && fileUrl.endsWith(storage.publicUrl(currentKey))) return { kind: 'keep' };
        throw AppError.validation('fileURL', MESSAGES.invalidEventImage);
      }
      try {
        const image = await readImageDataUrl(fileUrl, { maxBytes: EVENT_IMAGE_MAX_BYTES, maxPixels: IMAGE_MAX_PIXELS });
        return { kind: 'replace', bytes: image.bytes, extension: image.extension };
      } catch (error) {
        if (error instanceof InvalidImageError) throw AppError.validation('fileURL', MESSAGES.invalidEventImage);
        throw error;
      }
    },

    async store(change: Extract<ImageChange, { kind: 'replace' }>): Promise<string> {
      const key = newKey(change.extension);
      await storage.put(key, change.bytes);
      return key;
    },

    async copy(key: string): Promise<string> {
      const copyKey = newKey(key.slice(key.lastIndexOf('.') + 1));
      await storage.copy(key, copyKey);
      return copyKey;
    },

    async discard(key: string | null | undefined): Promise<void> {
      if (key) await storage.remove(key);
    },
  };
}
