/**
 * Custom frames: an organiser's own overlay for a library frame or a 3 in 1 animation. The image
 * must be exactly the base frame's size; a new upload for the same frame replaces the one before.
 */
import {
  CUSTOM_FRAME_MAX_BYTES,
  type CustomFrame,
  type CustomFrameReply,
  type customFrameBodySchema,
  FRAME_HEIGHT,
  FRAME_WIDTH,
} from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import type { z } from 'zod';
import { AppError } from '../../../shared/app-error.ts';
import { nowIso } from '../../../shared/clock.ts';
import type { CustomFrameRow } from '../event-choices.repository.ts';
import type { OptionsContext } from '../option-context.ts';
import type { OptionImages } from '../option-images.ts';

/** What a custom frame overlays: a library frame or a 3 in 1 animation. */
export type CustomFrameKind = 'frame' | 'gif';

/** The custom frames of one frame or animation, as the event reply lists them. */
export function customFramesFor(
  rows: CustomFrameRow[],
  kind: CustomFrameKind,
  itemId: number,
  images: OptionImages,
): CustomFrame[] {
  return rows
    .filter((row) => (kind === 'frame' ? row.frame_id : row.gif_id) === itemId)
    .map((row) => ({ id: row.id, frame: images.url(row.file_path) }));
}

export function createCustomFrameService(options: OptionsContext) {
  return {
    removedMessage: MESSAGES.removed,

    async create(
      userId: number,
      kind: CustomFrameKind,
      body: z.output<typeof customFrameBodySchema>,
    ): Promise<CustomFrameReply> {
      const event = await options.ownedEvent(userId, body.event_id);
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

    /** A 404 unless the custom frame is of this kind and on one of the caller's events. */
    async remove(userId: number, kind: CustomFrameKind, id: number): Promise<void> {
      const found = await options.choices.findCustomFrame(id);
      const isKind = found && (kind === 'frame' ? found.frame_id : found.gif_id) !== null;
      if (!found || !isKind) throw new AppError('not_found', MESSAGES.notFound);
      await options.ownedEvent(userId, found.event_id);
      await options.choices.removeCustomFrame(found.id);
      await options.images.discard(found.file_path);
    },
  };
}
