/** The 3 in 1 animation step: the chosen animations, in order, each with its settings. */
import {
  eventParamsSchema,
  type GifSettingItem,
  gifSettingBodySchema,
  gifSettingReplySchema,
  gifSettingSaveReplySchema,
  gifSettingsSchema,
  gifSettingUpdateBodySchema,
} from '@boothdeck/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { libraryUrl } from '../libraries/libraries.service.ts';
import { type CustomFrameRow, customFramesFor } from './custom-frames.ts';
import { type OptionsContext, savedMessage, uniqueBy, userIdOf } from './option-context.ts';
import { replies, security, tags } from './route-schema.ts';

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

export const gifRoutes: FastifyPluginAsyncZod<{ options: OptionsContext }> = async (app, { options }) => {
  async function save(userId: number, eventId: number, list: GifSettingList): Promise<GifSettingItem[]> {
    const event = await options.ownedEvent(userId, eventId);
    await options.requireLibraryItems(
      'gifs',
      list.map((item) => item.gifId),
      (index) => `gif_setting.${index}.gifId`,
    );
    const chosen = uniqueBy(list, (item) => item.gifId);
    await options.choices.replaceGifs(
      event.id,
      chosen.map((settings) => ({ gif_id: settings.gifId, settings: JSON.stringify(settings) })),
    );
    return readGifs(options, event.id, await options.choices.customFrames(event.id));
  }

  app.get(
    '/gif-setting/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'The chosen 3 in 1 animations with their settings',
        params: eventParamsSchema,
        response: replies(gifSettingReplySchema),
      },
    },
    async (request) => {
      const event = await options.ownedEvent(userIdOf(request), request.params.id);
      const gifSetting = await readGifs(options, event.id, await options.choices.customFrames(event.id));
      return { status: true as const, gifSetting };
    },
  );

  app.post(
    '/gif-setting',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Save the 3 in 1 animation step',
        body: gifSettingBodySchema,
        response: replies(gifSettingSaveReplySchema),
      },
    },
    async (request) => {
      const gifSetting = await save(userIdOf(request), request.body.eventId, request.body.gif_setting);
      return { status: true as const, message: savedMessage('step'), gif_setting: 'success' as const, gifSetting };
    },
  );

  app.post(
    '/event/gif-setting/update/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Update the chosen 3 in 1 animations',
        params: eventParamsSchema,
        body: gifSettingUpdateBodySchema,
        response: replies(gifSettingSaveReplySchema),
      },
    },
    async (request) => {
      const gifSetting = await save(userIdOf(request), request.params.id, request.body.gif_setting);
      return { status: true as const, message: savedMessage('update'), gif_setting: 'success' as const, gifSetting };
    },
  );
};
