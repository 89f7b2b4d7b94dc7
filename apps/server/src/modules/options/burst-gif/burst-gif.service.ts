/** The 3 in 1 fast step ('brust gif' on the wire): the chosen styles, in order, each with its settings. */
import { type BurstGifSettingItem, type burstGifBodySchema, burstGifSettingsSchema } from '@boothdeck/contract';
import type { z } from 'zod';
import { libraryUrl } from '../../libraries/index.ts';
import type { OptionsContext } from '../option-context.ts';

export async function readBurstGifs(options: OptionsContext, eventId: number): Promise<BurstGifSettingItem[]> {
  const rows = await options.choices.burstGifs(eventId);
  return rows.map((row) => ({
    brust_gif_id: row.burst_gif_id,
    name: row.name,
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
      const rowOf = (item: BurstGifList[number]) => ({ burst_gif_id: item.brustGifId, settings: JSON.stringify(item) });
      const choice = {
        table: 'burst_gifs',
        items: list,
        idOf: (item: BurstGifList[number]) => item.brustGifId,
        fieldOf: (index: number) => `brust_gif.${index}.brustGifId`,
      } as const;
      const { event } = await options.replaceChosen(userId, eventId, choice, (id, chosen) =>
        options.choices.replaceBurstGifs(id, chosen.map(rowOf)),
      );
      return readBurstGifs(options, event.id);
    },
  };
}
