/** The frames step: the chosen library frames, in order, each with its custom frame if one was uploaded. */
import type { EventFrame } from '@boothdeck/contract';
import { libraryUrl } from '../../libraries/index.ts';
import type { OptionsContext } from '../option-context.ts';
import type { ChosenItemsContext } from '../option-step.ts';
import { customFramesFor } from './custom-frames.service.ts';

export async function readFrames({ options, eventId, customFrames }: ChosenItemsContext): Promise<EventFrame[]> {
  const rows = await options.choices.frames(eventId);
  return rows.map((row) => ({
    frame_id: row.frame_id,
    name: row.name,
    preview_image: libraryUrl(row.preview_file),
    photo_frame: libraryUrl(row.preview_file),
    frame: libraryUrl(row.frame_file),
    custom_frame: customFramesFor(customFrames, 'frame', row.frame_id, options.images),
  }));
}

export function createFrameService(options: OptionsContext) {
  return {
    /** `field` is the body's list, named in a 422 for an item not in the library. */
    async save(userId: number, eventId: number, frameIds: number[], field: string) {
      const choice = {
        table: 'frames',
        items: frameIds,
        idOf: (id: number) => id,
        fieldOf: (i: number) => `${field}.${i}`,
      } as const;
      const { chosen } = await options.replaceChosen(userId, eventId, choice, options.choices.replaceFrames);
      return chosen.map((frame_id) => ({ frame_id }));
    },
  };
}
