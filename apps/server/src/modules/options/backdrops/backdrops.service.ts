/**
 * Virtual backdrops: the organiser's own pictures that the booth puts behind the guest. One
 * setting document per event lists them in order; each picture is checked by its content,
 * re-encoded without metadata and stored under a random name. A save sends the whole list: a
 * picture left out is removed with its file, a kept one is named by its address.
 */
import { BACKDROP_MAX_BYTES, type Backdrop, type BackdropItem } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { z } from 'zod';
import { AppError } from '../../../shared/app-error.ts';
import { nowIso } from '../../../shared/clock.ts';
import { type OptionsContext, parseDoc, type SettingDocs } from '../option-context.ts';
import type { OptionImages } from '../option-images.ts';

const storedBackdropsSchema = z.object({
  /** The id the next new backdrop gets, so a removed backdrop's id is never reused. */
  next_id: z.number(),
  items: z.array(z.object({ id: z.number(), name: z.string(), photo_key: z.string() })),
});
type StoredBackdrops = z.infer<typeof storedBackdropsSchema>;

const storedBackdrops = (docs: SettingDocs) => parseDoc(docs.get('backdrops'), storedBackdropsSchema);

const backdropsOf = (stored: StoredBackdrops, images: OptionImages): Backdrop[] =>
  stored.items.map((item) => ({ id: item.id, name: item.name, image: images.url(item.photo_key) }));

export function readBackdrops(options: OptionsContext, docs: SettingDocs): Backdrop[] | null {
  const stored = storedBackdrops(docs);
  return stored && stored.items.length > 0 ? backdropsOf(stored, options.images) : null;
}

export const backdropFilesOf = (docs: SettingDocs): string[] =>
  storedBackdrops(docs)?.items.map((item) => item.photo_key) ?? [];

export function createBackdropService(options: OptionsContext) {
  return {
    async save(userId: number, eventId: number, items: BackdropItem[]): Promise<Backdrop[]> {
      const event = await options.ownedEvent(userId, eventId);
      const current = parseDoc(await options.settings.find(event.id, 'backdrops'), storedBackdropsSchema) ?? {
        next_id: 1,
        items: [],
      };
      const keptByUrl = new Map(current.items.map((item) => [options.images.url(item.photo_key), item]));
      const kept = (image: string) => [...keptByUrl].find(([url]) => image.endsWith(url))?.[1];
      const stored: StoredBackdrops = { next_id: current.next_id, items: [] };
      const added: string[] = [];
      try {
        for (const [index, item] of items.entries()) {
          const field = `backdrops.${index}.image`;
          if (!item.image.startsWith('data:')) {
            const found = kept(item.image);
            if (!found) throw AppError.validation(field, MESSAGES.backdropImageInvalid);
            stored.items.push({ ...found, name: item.name });
            continue;
          }
          const image = await options.images.read(item.image, {
            field,
            maxBytes: BACKDROP_MAX_BYTES,
            invalidText: MESSAGES.backdropImageInvalid,
          });
          const key = await options.images.store('backdrop', image);
          added.push(key);
          stored.items.push({ id: stored.next_id, name: item.name, photo_key: key });
          stored.next_id += 1;
        }
        await options.settings.put(event.id, 'backdrops', JSON.stringify(stored), nowIso());
      } catch (error) {
        await options.images.discard(...added);
        throw error;
      }
      const keptKeys = new Set(stored.items.map((item) => item.photo_key));
      await options.images.discard(...current.items.map((item) => item.photo_key).filter((key) => !keptKeys.has(key)));
      return backdropsOf(stored, options.images);
    },
  };
}
