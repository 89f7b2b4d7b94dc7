/**
 * The frames step: the chosen frames, one row each, and the custom overlays uploaded for frames
 * and animations, with their files.
 */
import { listOrNull, type OptionStep } from '../option-step.ts';
import { frameRoutes } from './frames.routes.ts';
import { readFrames } from './frames.service.ts';

export const framesStep: OptionStep<'frames'> = {
  id: 'frames',
  tables: ['event_frames', 'custom_frames'],
  read: async ({ options, event, customFrames }) => ({
    photo_frame: listOrNull(await readFrames({ options, eventId: event.id, customFrames })),
  }),
  filesOf: ({ customFrames }) => customFrames.map((row) => row.file_path),
  endpoints: frameRoutes,
};
