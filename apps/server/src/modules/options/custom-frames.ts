/**
 * Custom frames: an organiser's own overlay for a library frame (create-custom-frame) or a 3 in 1
 * animation (create-gif-custom-frame). The image must be exactly the base frame's size; a new
 * upload for the same frame replaces the one before.
 */
import {
  CUSTOM_FRAME_MAX_BYTES,
  type CustomFrame,
  customFrameBodySchema,
  customFrameReplySchema,
  FRAME_HEIGHT,
  FRAME_WIDTH,
  removeByIdBodySchema,
  removedReplySchema,
} from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../shared/app-error.ts';
import { nowIso } from '../../shared/clock.ts';
import type { EventChoicesRepository } from './event-choices.repository.ts';
import { type OptionsContext, userIdOf } from './option-context.ts';
import type { OptionImages } from './option-images.ts';
import { bodyLimitFor, replies, security, tags } from './route-schema.ts';

export type CustomFrameRow = Awaited<ReturnType<EventChoicesRepository['customFrames']>>[number];

/** The custom frames of one frame or animation, as the spec lists them. */
export function customFramesFor(
  rows: CustomFrameRow[],
  kind: 'frame' | 'gif',
  itemId: number,
  images: OptionImages,
): CustomFrame[] {
  return rows
    .filter((row) => (kind === 'frame' ? row.frame_id : row.gif_id) === itemId)
    .map((row) => ({ id: row.id, frame: images.url(row.file_path) }));
}

const KINDS = [
  { kind: 'frame', create: '/create-custom-frame', remove: '/removed-custom-frame', label: 'frame' },
  { kind: 'gif', create: '/create-gif-custom-frame', remove: '/removed-gif-custom-frame', label: '3 in 1 animation' },
] as const;

export const customFrameRoutes: FastifyPluginAsyncZod<{ options: OptionsContext }> = async (app, { options }) => {
  for (const { kind, create, remove, label } of KINDS) {
    app.post(
      create,
      {
        onRequest: app.authenticate,
        bodyLimit: bodyLimitFor(CUSTOM_FRAME_MAX_BYTES),
        schema: {
          tags,
          security,
          summary: `Upload a custom frame for a ${label} (a ${FRAME_WIDTH}×${FRAME_HEIGHT} image as a data URL)`,
          body: customFrameBodySchema,
          response: replies(customFrameReplySchema),
        },
      },
      async (request) => {
        const { body } = request;
        const event = await options.ownedEvent(userIdOf(request), body.event_id);
        await options.requireLibraryItems(kind === 'frame' ? 'frames' : 'gifs', [body.frame_id], () => 'frame_id');
        const image = await options.images.read(body.customImage, {
          field: 'customImage',
          maxBytes: CUSTOM_FRAME_MAX_BYTES,
          invalidText: MESSAGES.customFrameImageInvalid,
          size: { width: FRAME_WIDTH, height: FRAME_HEIGHT, text: MESSAGES.customFrameSize },
        });
        const key = await options.images.store(kind === 'frame' ? 'custom_frame' : 'gif_custom_frame', image);
        const target =
          kind === 'frame' ? { frame_id: body.frame_id, gif_id: null } : { frame_id: null, gif_id: body.frame_id };
        const saved = await options.choices.putCustomFrame(event.id, target, key, nowIso()).catch(async (error) => {
          await options.images.discard(key);
          throw error;
        });
        await options.images.discard(saved.replacedFile);
        return {
          status: true as const,
          custom_frame: { id: saved.id, frame: options.images.url(key), frame_id: body.frame_id, event_id: event.id },
        };
      },
    );

    app.post(
      remove,
      {
        onRequest: app.authenticate,
        schema: {
          tags,
          security,
          summary: `Remove a custom frame of a ${label}`,
          body: removeByIdBodySchema,
          response: replies(removedReplySchema),
        },
      },
      async (request) => {
        const found = await options.choices.findCustomFrame(request.body.id);
        const isKind = found && (kind === 'frame' ? found.frame_id : found.gif_id) !== null;
        if (!found || !isKind) throw new AppError('not_found', MESSAGES.notFound);
        await options.ownedEvent(userIdOf(request), found.event_id);
        await options.choices.removeCustomFrame(found.id);
        await options.images.discard(found.file_path);
        return { status: true as const, message: MESSAGES.removed };
      },
    );
  }
};
