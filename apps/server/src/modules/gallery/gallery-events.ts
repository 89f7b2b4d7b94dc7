/** The events the gallery reads, through the events module: the organiser's own, or any by id or uuid for a signed link or a guest. */
import type { EventAccess, EventRecord } from '../events/index.ts';

export type GalleryEvent = { id: number; uuid: string; event_name: string };

const galleryEventOf = (event: EventRecord | undefined): GalleryEvent | undefined =>
  event && { id: event.id, uuid: event.uuid, event_name: event.event_name };

export function galleryEventReadsOf(events: EventAccess) {
  return {
    findOwnedEvent: async (userId: number, eventId: number) => galleryEventOf(await events.ownedEvent(userId, eventId)),
    findOwnedEventByUuid: async (userId: number, uuid: string) =>
      galleryEventOf(await events.ownedEventByUuid(userId, uuid)),
    findEventById: async (eventId: number) => galleryEventOf(await events.eventById(eventId)),
    findEventByUuid: async (uuid: string) => galleryEventOf(await events.eventByUuid(uuid)),
  };
}
