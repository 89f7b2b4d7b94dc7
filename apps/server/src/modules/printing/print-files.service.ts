/**
 * The organiser's print-ready file of a capture of their own event: its photo at the event's
 * paper (4×6 landscape when the event has no printing settings), with the print frame. Another
 * organiser's capture, or one that is not a photo, is not there (404).
 */
import type { PrintFileFormat } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import type { Storage } from '../../platform/storage/storage.ts';
import { AppError } from '../../shared/app-error.ts';
import type { EventAccess } from '../events/index.ts';
import type { OrganiserCaptures } from '../media/index.ts';
import type { PrintSettingsOf } from '../options/index.ts';
import { type PrintFile, printFile } from './print-file.ts';

type Dependencies = {
  captures: Pick<OrganiserCaptures, 'capture'>;
  events: Pick<EventAccess, 'ownedEvent'>;
  printSettingsOf: PrintSettingsOf;
  storage: Pick<Storage, 'read'>;
};

export function createPrintFiles({ captures, events, printSettingsOf, storage }: Dependencies) {
  return {
    async file(userId: number, mediaId: number, format: PrintFileFormat): Promise<PrintFile & { name: string }> {
      const capture = await captures.capture(mediaId);
      const event = capture && (await events.ownedEvent(userId, capture.event_id));
      if (!capture || !event || capture.media_type !== 'photo' || !capture.file_path) {
        throw new AppError('not_found', MESSAGES.notFound);
      }
      const settings = await printSettingsOf(event.id);
      const [picture, frame] = await Promise.all([
        storage.read(capture.file_path),
        settings?.frame_key ? storage.read(settings.frame_key) : null,
      ]);
      const file = await printFile({ picture, frame, paper: settings?.paper ?? '4x6-landscape' }, format);
      return { ...file, name: `print-${capture.id}.${file.extension}` };
    },
  };
}
