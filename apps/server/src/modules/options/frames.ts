/** The frames step: the chosen library frames, in order, each with its custom frame if one was uploaded. */
import {
  type EventFrame,
  eventParamsSchema,
  eventPhotoFrameBodySchema,
  frameUpdateBodySchema,
  photoFrameReplySchema,
} from '@boothdeck/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { libraryUrl } from '../libraries/libraries.service.ts';
import { type CustomFrameRow, customFramesFor } from './custom-frames.ts';
import { type OptionsContext, savedMessage, uniqueBy, userIdOf } from './option-context.ts';
import { replies, security, tags } from './route-schema.ts';

export async function readFrames(
  options: OptionsContext,
  eventId: number,
  customFrames: CustomFrameRow[],
): Promise<EventFrame[]> {
  const rows = await options.choices.frames(eventId);
  return rows.map((row) => ({
    frame_id: row.frame_id,
    preview_image: libraryUrl(row.preview_file),
    photo_frame: libraryUrl(row.preview_file),
    frame: libraryUrl(row.frame_file),
    custom_frame: customFramesFor(customFrames, 'frame', row.frame_id, options.images),
  }));
}

export const frameRoutes: FastifyPluginAsyncZod<{ options: OptionsContext }> = async (app, { options }) => {
  async function save(userId: number, eventId: number, frameIds: number[], field: string) {
    const event = await options.ownedEvent(userId, eventId);
    await options.requireLibraryItems('frames', frameIds, (index) => `${field}.${index}`);
    const chosen = uniqueBy(frameIds, (id) => id);
    await options.choices.replaceFrames(event.id, chosen);
    return chosen.map((frame_id) => ({ frame_id }));
  }

  app.post(
    '/event-photo-frame',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Save the frames step (one frame id or a list)',
        body: eventPhotoFrameBodySchema,
        response: replies(photoFrameReplySchema),
      },
    },
    async (request) => {
      const frames = await save(userIdOf(request), request.body.eventId, request.body.photo_frame, 'photo_frame');
      return { status: true as const, message: savedMessage('step'), photo_frame: 'success' as const, frames };
    },
  );

  app.post(
    '/event/frame/update/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Update the chosen frames',
        params: eventParamsSchema,
        body: frameUpdateBodySchema,
        response: replies(photoFrameReplySchema),
      },
    },
    async (request) => {
      const { photo_frame_template: frameIds } = request.body;
      const frames = await save(userIdOf(request), request.params.id, frameIds, 'photo_frame_template');
      return { status: true as const, message: savedMessage('update'), photo_frame: 'success' as const, frames };
    },
  );
};
