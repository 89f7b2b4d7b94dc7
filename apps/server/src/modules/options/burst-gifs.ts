/** The 3 in 1 fast step ('brust gif' in the API): the chosen styles, in order, each with its settings. */
import {
  type BurstGifSettingItem,
  burstGifBodySchema,
  burstGifReplySchema,
  burstGifSaveReplySchema,
  burstGifSettingsSchema,
  burstGifUpdateBodySchema,
  eventParamsSchema,
} from '@boothdeck/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { libraryUrl } from '../libraries/libraries.service.ts';
import { type OptionsContext, savedMessage, uniqueBy, userIdOf } from './option-context.ts';
import { replies, security, tags } from './route-schema.ts';

export async function readBurstGifs(options: OptionsContext, eventId: number): Promise<BurstGifSettingItem[]> {
  const rows = await options.choices.burstGifs(eventId);
  return rows.map((row) => ({
    brust_gif_id: row.burst_gif_id,
    photo: libraryUrl(row.photo_file),
    brust_gif_setting: burstGifSettingsSchema.parse(JSON.parse(row.settings)),
  }));
}

type BurstGifList = z.output<typeof burstGifBodySchema>['brust_gif'];

export const burstGifRoutes: FastifyPluginAsyncZod<{ options: OptionsContext }> = async (app, { options }) => {
  async function save(userId: number, eventId: number, list: BurstGifList): Promise<BurstGifSettingItem[]> {
    const event = await options.ownedEvent(userId, eventId);
    await options.requireLibraryItems(
      'burst_gifs',
      list.map((item) => item.brustGifId),
      (index) => `brust_gif.${index}.brustGifId`,
    );
    const chosen = uniqueBy(list, (item) => item.brustGifId);
    await options.choices.replaceBurstGifs(
      event.id,
      chosen.map((settings) => ({ burst_gif_id: settings.brustGifId, settings: JSON.stringify(settings) })),
    );
    return readBurstGifs(options, event.id);
  }

  app.get(
    '/event-brust-gif/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'The chosen 3 in 1 fast styles with their settings',
        params: eventParamsSchema,
        response: replies(burstGifReplySchema),
      },
    },
    async (request) => {
      const event = await options.ownedEvent(userIdOf(request), request.params.id);
      return { galleryItems: await readBurstGifs(options, event.id) };
    },
  );

  app.post(
    '/event-brust-gif',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Save the 3 in 1 fast step',
        body: burstGifBodySchema,
        response: replies(burstGifSaveReplySchema),
      },
    },
    async (request) => {
      const galleryItems = await save(userIdOf(request), request.body.eventId, request.body.brust_gif);
      return { status: true as const, message: savedMessage('step'), brust_gif: 'success' as const, galleryItems };
    },
  );

  app.post(
    '/event/brust-gif/update/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Update the chosen 3 in 1 fast styles',
        params: eventParamsSchema,
        body: burstGifUpdateBodySchema,
        response: replies(burstGifSaveReplySchema),
      },
    },
    async (request) => {
      const galleryItems = await save(userIdOf(request), request.params.id, request.body.brust_gif);
      return { status: true as const, message: savedMessage('update'), brust_gif: 'success' as const, galleryItems };
    },
  );
};
