/** The 3 in 1 animation step: the chosen animations, in order, each with its settings. */
import { type GifSettingItem, type gifSettingBodySchema, gifSettingsSchema } from '@boothdeck/contract';
import type { z } from 'zod';

import { libraryUrl } from '../../libraries/index.ts';
import type { CustomFrameRow } from '../event-choices.repository.ts';
import { customFramesFor } from '../frames/custom-frames.service.ts';
import type { OptionsContext } from '../option-context.ts';
import type { ChosenItemsContext } from '../option-step.ts';

type GifRow = Awaited<ReturnType<OptionsContext['choices']['gifs']>>[number];

/** A chosen animation with its settings and the library item, its custom frames with it. */
function gifItemOf(row: GifRow, customFrames: CustomFrameRow[], images: OptionsContext['images']): GifSettingItem {
  const photo = libraryUrl(row.photo_file);
  const custom_frame = customFramesFor(customFrames, 'gif', row.gif_id, images);
  const gif_settings = gifSettingsSchema.parse(JSON.parse(row.settings));
  return {
    gif_id: row.gif_id,
    photo,
    gif_settings,
    gif: { id: row.gif_id, name: row.name, photo, preview_image: libraryUrl(row.preview_file), custom_frame },
  };
}

export async function readGifs({ options, eventId, customFrames }: ChosenItemsContext): Promise<GifSettingItem[]> {
  const rows = await options.choices.gifs(eventId);
  return rows.map((row) => gifItemOf(row, customFrames, options.images));
}

type GifSettingList = z.output<typeof gifSettingBodySchema>['gif_setting'];

export function createGifService(options: OptionsContext) {
  return {
    async read(userId: number, eventId: number): Promise<GifSettingItem[]> {
      const event = await options.ownedEvent(userId, eventId);
      return readGifs({ options, eventId: event.id, customFrames: await options.choices.customFrames(event.id) });
    },

    async save(userId: number, eventId: number, list: GifSettingList): Promise<GifSettingItem[]> {
      const toRow = (settings: GifSettingList[number]) => ({
        gif_id: settings.gifId,
        settings: JSON.stringify(settings),
      });
      const fieldOf = (index: number) => `gif_setting.${index}.gifId`;
      const { event } = await options.replaceChosen(
        userId,
        eventId,
        { table: 'gifs', items: list, idOf: (item) => item.gifId, fieldOf },
        (id, chosen) => options.choices.replaceGifs(id, chosen.map(toRow)),
      );
      return readGifs({ options, eventId: event.id, customFrames: await options.choices.customFrames(event.id) });
    },
  };
}
