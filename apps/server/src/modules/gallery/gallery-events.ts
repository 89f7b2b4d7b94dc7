/** The events the gallery reads, through the events module: the organiser's own, or any by id or uuid for a signed link or a guest. */
import type { GuestLanguage } from '@boothdeck/contract';
import { type EventAccess, type EventRecord, eventLanguagesOf } from '../events/index.ts';

export type GalleryEvent = {
  id: number;
  uuid: string;
  event_name: string;
  /** The languages its guest pages speak and the one they start in. */
  languages?: { languages: GuestLanguage[]; default_language: GuestLanguage };
};

const galleryEventOf = (event: EventRecord | undefined): GalleryEvent | undefined => {
  if (!event) return undefined;
  const { languages, default_language } = eventLanguagesOf(event);
  return { id: event.id, uuid: event.uuid, event_name: event.event_name, languages: { languages, default_language } };
};

export function galleryEventReadsOf(events: EventAccess) {
  return {
    findOwnedEvent: async (userId: number, eventId: number) => galleryEventOf(await events.ownedEvent(userId, eventId)),
    findOwnedEventByUuid: async (userId: number, uuid: string) =>
      galleryEventOf(await events.ownedEventByUuid(userId, uuid)),
    findEventById: async (eventId: number) => galleryEventOf(await events.eventById(eventId)),
    findEventByUuid: async (uuid: string) => galleryEventOf(await events.eventByUuid(uuid)),
  };
}
