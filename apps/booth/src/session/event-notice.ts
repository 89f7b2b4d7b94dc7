import type { BoothEvent } from '@boothdeck/contract';

/** The week after an event's end during which a booth may still send what it kept. */
export const UPLOAD_GRACE_DAYS = 7;

type NoticeEvent = Pick<BoothEvent, 'state' | 'event_end_date' | 'event_start_date' | 'time_zone'>;

/**
 * An instant as the venue's clock reads it, naming the zone: the booth's own clock may be set to
 * another zone (a device shipped from elsewhere), and the operator plans by the event's.
 */
export function venueTime(iso: string, timeZone: string): string {
  try {
    const format = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short', timeZone });
    return `${format.format(new Date(iso))} (${timeZone})`;
  } catch {
    // A zone this browser does not know: the device's own clock, still naming which one.
    const format = new Intl.DateTimeFormat(undefined, {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    });
    return format.format(new Date(iso));
  }
}

/** What the operator should know about the event's dates before guests start, or null. */
export function eventNotice(event: NoticeEvent, now = new Date()) {
  if (event.state === 'past') {
    const closes = new Date(new Date(event.event_end_date).getTime() + UPLOAD_GRACE_DAYS * 86_400_000);
    return `This event has ended. The booth can send what it kept until ${venueTime(closes.toISOString(), event.time_zone)}.`;
  }
  if (event.state === 'upcoming' && new Date(event.event_start_date) > now)
    return `This event starts on ${venueTime(event.event_start_date, event.time_zone)}. Captures taken now are kept in its gallery.`;
  return null;
}
