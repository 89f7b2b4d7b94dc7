/**
 * What an event chose from the libraries, read as the option steps show it: its choices in order
 * (event-choices.repository.ts), each with the item's name and files from the libraries module.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { libraryItemsOf } from '../libraries/index.ts';
import { createEventChoicesRepository } from './event-choices.repository.ts';
import { joinedById } from './joined-by-id.ts';

export type EventChoiceReads = ReturnType<typeof eventChoiceReadsOf>;

export function eventChoiceReadsOf(db: Kysely<Database>) {
  const choices = createEventChoicesRepository(db);
  const library = libraryItemsOf({ db });
  return {
    ...choices,
    missingFromLibrary: library.missingFromLibrary,

    gifs: async (eventId: number) =>
      joinedById(
        await choices.gifLinks(eventId),
        (row) => row.gif_id,
        library.gifsByIds,
        ({ name, photo_file, preview_file }) => ({ name, photo_file, preview_file }),
      ),
    burstGifs: async (eventId: number) =>
      joinedById(
        await choices.burstGifLinks(eventId),
        (row) => row.burst_gif_id,
        library.burstGifsByIds,
        ({ name, photo_file }) => ({ name, photo_file }),
      ),
    props: async (eventId: number) =>
      joinedById(
        await choices.propLinks(eventId),
        (row) => row.prop_id,
        library.propsByIds,
        ({ name, image_file }) => ({ name, image_file }),
      ),
    frames: async (eventId: number) =>
      joinedById(
        await choices.frameLinks(eventId),
        (row) => row.frame_id,
        library.framesByIds,
        ({ name, frame_file, preview_file }) => ({ name, frame_file, preview_file }),
      ),
    filters: async (eventId: number) =>
      joinedById(
        await choices.filterLinks(eventId),
        (row) => row.color_filter_id,
        library.colorFiltersByIds,
        ({ name, photo_file, chart_file }) => ({ name, photo_file, chart_file }),
      ),
  };
}
