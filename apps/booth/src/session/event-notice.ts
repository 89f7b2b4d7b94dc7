import type { BoothEvent } from '@boothdeck/contract';

/** The week after an event's end during which a booth may still send what it kept. */
export const UPLOAD_GRACE_DAYS = 7;

/** What the operator should know about the event's dates before guests start, or null. */
export function eventNotice(
  event: Pick<BoothEvent, 'state' | 'event_end_date' | 'event_start_date'>,
  now = new Date(),
) {
  if (event.state === 'past') {
    const closes = new Date(new Date(event.event_end_date).getTime() + UPLOAD_GRACE_DAYS * 86_400_000);
    return `This event has ended. The booth can send what it kept until ${closes.toLocaleString()}.`;
  }
  if (event.state === 'upcoming' && new Date(event.event_start_date) > now)
    return `This event starts on ${new Date(event.event_start_date).toLocaleString()}. Captures taken now are kept in its gallery.`;
  return null;
}
