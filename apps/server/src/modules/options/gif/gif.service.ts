/** The 3 in 1 animation step: the chosen animations, in order, each with its settings. */
import { type GifSettingItem, type gifSettingBodySchema, gifSettingsSchema } from '@boothdeck/contract';
import type { z } from 'zod';

import { libraryUrl } from '../../libraries/libraries.service.ts';
import type { CustomFrameRow } from '../event-choices.repository.ts';
import { customFramesFor } from '../frames/custom-frames.service.ts';
import type { OptionsContext } from '../option-context.ts';

export async function readGifs(
  options: OptionsContext,
  eventId: number,
  customFrames: CustomFrameRow[],
): Promise<GifSettingItem[]> {
  const rows = await options.choices.gifs(eventId);
  return rows.map((row) => ({
    gif_id: row.gif_id,
    photo: libraryUrl(row.photo_file),
    gif_settings: gifSettingsSchema.parse(JSON.parse(row.settings)),
    gif: {
      id: row.gif_id,
      photo: libraryUrl(row.photo_file),
      preview_image: libraryUrl(row.preview_file),
      custom_frame: customFramesFor(customFrames, 'gif', row.gif_id, options.images),
    },
  }));
}

type GifSettingList = z.output<typeof gifSettingBodySchema>['gif_setting'];

export function createGifService(options: OptionsContext) {
  return {
    async read(userId: number, eventId: number): Promise<GifSettingItem[]> {
      const event = await options.ownedEvent(userId, eventId);
      return readGifs(options, event.id, await options.choices.customFrames(event.id));
    },

    async save(userId: number, eventId: number, list: GifSettingList): Promise<GifSettingItem[]> {
      const event = await options.ownedEvent(userId, eventId);
      const chosen = await options.chosenFromLibrary(
        'gifs',
        list,
        (item) => item.gifId,
        (index) => `gif_setting.${index}.gifId`,
      );
      await options.choices.replaceGifs(
        event.id,
        chosen.map((settings) => ({ gif_id: settings.gifId, settings: JSON.stringify(settings) })),
      );
      return readGifs(options, event.id, await options.choices.customFrames(event.id));
    },
  };
}
