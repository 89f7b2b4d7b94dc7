/** The 3 in 1 fast step ('brust gif' on the wire): the chosen styles, in order, each with its settings. */
import { type BurstGifSettingItem, type burstGifBodySchema, burstGifSettingsSchema } from '@boothdeck/contract';
import type { z } from 'zod';
import { libraryUrl } from '../../libraries/libraries.service.ts';
import type { OptionsContext } from '../option-context.ts';

export async function readBurstGifs(options: OptionsContext, eventId: number): Promise<BurstGifSettingItem[]> {
  const rows = await options.choices.burstGifs(eventId);
  return rows.map((row) => ({
    brust_gif_id: row.burst_gif_id,
    photo: libraryUrl(row.photo_file),
    brust_gif_setting: burstGifSettingsSchema.parse(JSON.parse(row.settings)),
  }));
}

type BurstGifList = z.output<typeof burstGifBodySchema>['brust_gif'];

export function createBurstGifService(options: OptionsContext) {
  return {
    async read(userId: number, eventId: number): Promise<BurstGifSettingItem[]> {
      const event = await options.ownedEvent(userId, eventId);
      return readBurstGifs(options, event.id);
    },

    async save(userId: number, eventId: number, list: BurstGifList): Promise<BurstGifSettingItem[]> {
      const event = await options.ownedEvent(userId, eventId);
      const chosen = await options.chosenFromLibrary(
        'burst_gifs',
        list,
        (item) => item.brustGifId,
        (index) => `brust_gif.${index}.brustGifId`,
      );
      await options.choices.replaceBurstGifs(
        event.id,
        chosen.map((settings) => ({ burst_gif_id: settings.brustGifId, settings: JSON.stringify(settings) })),
      );
      return readBurstGifs(options, event.id);
    },
  };
}
