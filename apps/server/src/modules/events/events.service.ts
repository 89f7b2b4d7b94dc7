/**
 * Events of the signed-in organiser: the wizard's steps, submission, reading, lists,
 * duplication and removal. Every call starts from an event found by id *and* owner.
 */
import { eventReads } from './event-reads.ts';
import { createEventServiceParts, type EventsServiceDependencies } from './event-service-parts.ts';
import { eventWrites } from './event-writes.ts';

export type EventsService = ReturnType<typeof createEventsService>;

export function createEventsService(dependencies: EventsServiceDependencies) {
  const parts = createEventServiceParts(dependencies);
  return { ...eventWrites(parts), ...eventReads(parts) };
}
