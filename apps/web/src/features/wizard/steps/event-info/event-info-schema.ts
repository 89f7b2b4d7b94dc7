/** The Event Info step: its values, the event-info body they make, and the contract's checks of it. */
import { type Event, type EventInfoBody, eventInfoBodySchema } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { schemaResolver } from '@mantine/form';
import { lifetimeEnd, validateEventDates } from '@/shared/lib/event-dates';
import type { EventInfoDraft } from '../../stores/draft-store';

export type EventInfoValues = EventInfoDraft;
export type EventInfoErrors = Partial<Record<keyof EventInfoValues, string>>;

export function emptyEventInfo(timeZone: string): EventInfoValues {
  return {
    event_name: '',
    event_details: '',
    event_venue_name: '',
    event_time_zone: timeZone,
    event_start_date: '',
    event_end_date: '',
    life_time: false,
    fileURL: null,
  };
}

export function eventInfoFromEvent(event: Event): EventInfoValues {
  return {
    event_name: event.event_name,
    event_details: event.event_details,
    event_venue_name: event.venue_name,
    event_time_zone: event.time_zone,
    event_start_date: event.event_start_local,
    event_end_date: event.life_time === 1 ? '' : event.event_end_local,
    life_time: event.life_time === 1,
    fileURL: null,
  };
}

const required = (value: string) => (value.trim() ? undefined : MESSAGES.required);

type InfoRules = {
  /** Edit screens also need Subtitle and Venue Name, and word the 48-hour rule their own way. */
  isEdit: boolean;
  /** The start already saved, which may stay even once it has passed. */
  keptStart?: string;
};

const validateInfoBody = schemaResolver(eventInfoBodySchema, { sync: true });
/** The body's fields the step shows, each on its own input; a rule broken elsewhere is left to the server. */
const SHOWN_FIELDS: readonly string[] = [
  'event_name',
  'event_details',
  'event_venue_name',
  'event_time_zone',
  'event_start_date',
  'event_end_date',
] satisfies (keyof EventInfoValues)[];

/**
 * The contract's checks of the body the step sends, then what the contract cannot check without
 * the event's clock or the screen: a start not already past, an end within 48 hours of it, and
 * the Subtitle and Venue Name an edit screen also needs.
 */
export function validateEventInfo(values: EventInfoValues, { isEdit, keptStart }: InfoRules): EventInfoErrors {
  const fromContract = Object.entries(validateInfoBody(toEventInfoBody(values, null, null))).filter(
    ([field, text]) => SHOWN_FIELDS.includes(field) && typeof text === 'string',
  );
  const dates = validateEventDates(
    { start: values.event_start_date, end: values.event_end_date, isOngoing: values.life_time },
    values.event_time_zone,
    { keptStart, tooLongMessage: isEdit ? MESSAGES.eventTooLongEdit : MESSAGES.eventTooLong },
  );
  const errors: EventInfoErrors = {
    event_start_date: dates.start,
    event_end_date: dates.end,
    ...(isEdit && {
      event_details: required(values.event_details),
      event_venue_name: required(values.event_venue_name),
    }),
    ...Object.fromEntries(fromContract),
  };
  return Object.fromEntries(Object.entries(errors).filter(([, text]) => text !== undefined));
}

/** An ongoing event sends an end 200 years after its start; the image goes only when a new one was chosen. */
export function toEventInfoBody(
  values: EventInfoValues,
  eventId: number | null,
  savedImage: string | null,
): EventInfoBody {
  return {
    ...(eventId !== null && { eventId }),
    event_name: values.event_name.trim(),
    event_details: values.event_details.trim(),
    event_venue_name: values.event_venue_name.trim(),
    event_time_zone: values.event_time_zone,
    event_start_date: values.event_start_date,
    event_end_date: values.life_time ? lifetimeEnd(values.event_start_date) : values.event_end_date,
    life_time: values.life_time ? 1 : 0,
    ...(values.fileURL !== null && values.fileURL !== savedImage && { fileURL: values.fileURL }),
  };
}
