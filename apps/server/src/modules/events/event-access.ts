/**
 * The events module's port for the other modules: an event as they may read it. An organiser's
 * call reads only the organiser's own event (another organiser's reads as not there, so the
 * caller answers 404); a booth's or a guest's call reads the event it is signed in to or opened
 * by its id or uuid.
 */

import type { EventsRepository } from './events.repository.ts';
import type { EventRow } from './events.tables.ts';

/** An event as another module reads it: the row, its JSON flags still text (see event-flags.ts). */
export type EventRecord = EventRow;

export type EventAccess = {
  /** The organiser's own event, or undefined (none, or another organiser's). */
  ownedEvent(userId: number, eventId: number): Promise<EventRecord | undefined>;
  ownedEventByUuid(userId: number, uuid: string): Promise<EventRecord | undefined>;
  /** How many events the organiser has (drafts too), and of the final ones how many are live and upcoming at `nowIso`. */
  countsOfOwned(userId: number, nowIso: string): Promise<{ total: number; live: number; upcoming: number }>;
  /** The id and name of every event of the organiser, drafts too, by id: what another module counts per organiser. */
  ownedEventNames(userId: number): Promise<{ id: number; event_name: string }[]>;
  /** A page of the organiser's final events whose name or venue contains `search`, newest start first. */
  pageOfOwnedFinal(
    userId: number,
    page: { search: string; limit: number; offset: number },
  ): Promise<{ rows: EventRecord[]; total: number }>;
  /** The event a booth is signed in to, or a guest's capture or share belongs to. */
  eventById(eventId: number): Promise<EventRecord | undefined>;
  /** The event a booth signs in to or a guest opens, by the uuid in its address. */
  eventByUuid(uuid: string): Promise<EventRecord | undefined>;
};

export function createEventAccess(
  repository: Pick<
    EventsRepository,
    'findOwned' | 'findOwnedByUuid' | 'countsOfOwned' | 'namesOfOwned' | 'pageOfFinal' | 'findById' | 'findByUuid'
  >,
): EventAccess {
  return {
    ownedEvent: (userId, eventId) => repository.findOwned(userId, eventId),
    ownedEventByUuid: (userId, uuid) => repository.findOwnedByUuid(userId, uuid),
    countsOfOwned: (userId, nowIso) => repository.countsOfOwned(userId, nowIso),
    ownedEventNames: (userId) => repository.namesOfOwned(userId),
    pageOfOwnedFinal: (userId, page) => repository.pageOfFinal(userId, page),
    eventById: (eventId) => repository.findById(eventId),
    eventByUuid: (uuid) => repository.findByUuid(uuid),
  };
}
