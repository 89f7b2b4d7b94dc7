/** The events leads reads, through the events module: the organiser's own, a booth's, or one a signed export link names. */
import type { EventAccess } from '../events/index.ts';
import type { LeadEventRow } from './leads.repository.ts';

export type LeadEventReads = ReturnType<typeof leadEventReadsOf>;

export function leadEventReadsOf(events: EventAccess) {
  return {
    /** What a booth's lead needs of its event: the owner (for the plan), the features and options. */
    eventForCapture: (eventId: number) => events.eventById(eventId),
    findOwnedEvent: (userId: number, eventId: number): Promise<LeadEventRow | undefined> =>
      events.ownedEvent(userId, eventId),
    findOwnedEventByUuid: (userId: number, uuid: string): Promise<LeadEventRow | undefined> =>
      events.ownedEventByUuid(userId, uuid),
    findEventByUuid: (uuid: string): Promise<LeadEventRow | undefined> => events.eventByUuid(uuid),
    /** The organiser's final events named like `search`, newest start first, and how many there are. */
    pageOfEvents: (
      userId: number,
      page: { search: string; limit: number; offset: number },
    ): Promise<{ rows: LeadEventRow[]; total: number }> => events.pageOfOwnedFinal(userId, page),
  };
}
