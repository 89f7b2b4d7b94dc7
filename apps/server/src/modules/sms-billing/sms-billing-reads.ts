/**
 * What the SMS bills read, each from its owner: the organiser's events (ids and names) through
 * the events module, and their sent SMS from the deliveries ledger.
 */
import type { SentHourRow, SentSms, SentSmsOfEvent } from '../deliveries/index.ts';
import type { EventAccess } from '../events/index.ts';

/** Sent SMS of one event within a billing month, with the event's name. */
export type BilledEventRow = SentSmsOfEvent & { event_name: string };

export type SmsBillingReads = ReturnType<typeof smsBillingReadsOf>;

export function smsBillingReadsOf({
  sentSms,
  events,
}: {
  sentSms: SentSms;
  events: Pick<EventAccess, 'ownedEventNames'>;
}) {
  return {
    /** Sent SMS of the organiser's events counted per UTC hour. */
    async sentHours(userId: number): Promise<SentHourRow[]> {
      const owned = await events.ownedEventNames(userId);
      return sentSms.sentHours(owned.map(({ id }) => id));
    },

    /** Sent SMS per event of the organiser whose sending time lies in [from, to) (ISO instants), by event id. */
    async billedEvents(userId: number, from: string, to: string): Promise<BilledEventRow[]> {
      const owned = await events.ownedEventNames(userId);
      const names = new Map(owned.map(({ id, event_name: name }) => [id, name]));
      const rows = await sentSms.perEvent([...names.keys()], from, to);
      return rows.map((row) => ({ ...row, event_name: names.get(row.event_id) ?? '' }));
    },
  };
}
