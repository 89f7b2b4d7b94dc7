/**
 * Custom branding: one watermark image per event and its corner. The watermark is addressed by its
 * event's id (PUT watermark/{id}); a new image replaces the old file.
 */
import { WATERMARK_MAX_BYTES, type Watermark, type watermarkUpdateBodySchema } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { z } from 'zod';
import { AppError } from '../../../shared/app-error.ts';
import { nowIso } from '../../../shared/clock.ts';
import { type OptionsContext, parseDoc, type SettingDocs } from '../option-context.ts';
import type { OptionImages } from '../option-images.ts';

const storedWatermarkSchema = z.object({
  photo_key: z.string(),
  align_x: z.enum(['left', 'right']),
  align_y: z.enum(['top', 'bottom']),
});
type StoredWatermark = z.infer<typeof storedWatermarkSchema>;

const storedWatermark = (docs: SettingDocs) => parseDoc(docs.get('custom-branding'), storedWatermarkSchema);

const watermarkOf = (eventId: number, stored: StoredWatermark, images: OptionImages): Watermark => ({
  id: eventId,
  event_id: eventId,
  photo: images.url(stored.photo_key),
  align_x: stored.align_x,
  align_y: stored.align_y,
});

export function readWatermark(options: OptionsContext, eventId: number, docs: SettingDocs): Watermark | null {
  const stored = storedWatermark(docs);
  return stored && watermarkOf(eventId, stored, options.images);
}

export const watermarkFilesOf = (docs: SettingDocs): string[] => {
  const stored = storedWatermark(docs);
  return stored ? [stored.photo_key] : [];
};

type WatermarkFields = z.output<typeof watermarkUpdateBodySchema>;

export function createCustomBrandingService(options: OptionsContext) {
  return {
    async save(userId: number, eventId: number, body: WatermarkFields): Promise<Watermark> {
      const event = await options.ownedEvent(userId, eventId);
      const current = parseDoc(await options.settings.find(event.id, 'custom-branding'), storedWatermarkSchema);
      const isNewImage = body.photo?.startsWith('data:') === true;
      if (
        body.photo !== undefined &&
        !isNewImage &&
        !(current && body.photo.endsWith(options.images.url(current.photo_key)))
      ) {
        throw AppError.validation('photo', MESSAGES.watermarkImageInvalid);
      }
      if (!isNewImage && !current) throw AppError.validation('photo', MESSAGES.watermarkRequired);
      const image =
        isNewImage && body.photo
          ? await options.images.read(body.photo, {
              field: 'photo',
              maxBytes: WATERMARK_MAX_BYTES,
              invalidText: MESSAGES.watermarkImageInvalid,
            })
          : null;
      const photoKey = image ? await options.images.store('watermark', image) : (current?.photo_key ?? '');
      const stored: StoredWatermark = { photo_key: photoKey, align_x: body.align_x, align_y: body.align_y };
      await options.settings.put(event.id, 'custom-branding', JSON.stringify(stored), nowIso()).catch(async (error) => {
        if (image) await options.images.discard(photoKey);
        throw error;
      });
      if (image && current) await options.images.discard(current.photo_key);
      return watermarkOf(event.id, stored, options.images);
    },
  };
}
