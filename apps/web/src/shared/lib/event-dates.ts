/**
 * Event dates as the forms handle them: wall times 'YYYY-MM-DD HH:mm' read in the event's own
 * time zone (what is sent), checked against the event's date rules (required, at most 48 hours).
 */
import { isWallTime, LIFETIME_YEARS, MAX_EVENT_HOURS, WALL_TIME_FORMAT } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { dayjs } from './dayjs';

export type EventDates = { start: string; end: string; isOngoing: boolean };
export type EventDateErrors = { start?: string; end?: string };

type DateRuleOptions = {
  /** The start already saved: it may stay even once it has passed (a live event being edited). */
  keptStart?: string;
  /** The edit screens word the 48-hour rule differently. */
  tooLongMessage?: string;
  now?: number;
};

const HOUR_MS = 3_600_000;

/** The instant a wall time names in the zone (the browser's zone when the zone is unknown). */
export function wallTimeToMs(wallTime: string, timeZone: string): number {
  try {
    return dayjs.tz(wallTime, timeZone).valueOf();
  } catch {
    return dayjs(wallTime.replace(' ', 'T')).valueOf();
  }
}

/** The current wall time in the zone: the start picker's minimum. */
export function nowInZone(timeZone: string, now: number = Date.now()): string {
  try {
    return dayjs(now).tz(timeZone).format(WALL_TIME_FORMAT);
  } catch {
    return dayjs(now).format(WALL_TIME_FORMAT);
  }
}

/** Start required and not in the past (unless kept), end required unless ongoing and within 48 hours of the start. */
export function validateEventDates(
  { start, end, isOngoing }: EventDates,
  timeZone: string,
  { keptStart, tooLongMessage = MESSAGES.eventTooLong, now = Date.now() }: DateRuleOptions = {},
): EventDateErrors {
  const errors: EventDateErrors = {};
  const hasStart = isWallTime(start);
  if (!hasStart) errors.start = MESSAGES.eventStartRequired;
  else if (start !== keptStart && start < nowInZone(timeZone, now)) errors.start = MESSAGES.eventStartPast;
  if (isOngoing) return errors;

  if (!isWallTime(end)) {
    errors.end = MESSAGES.eventEndRequired;
  } else if (hasStart) {
    const length = wallTimeToMs(end, timeZone) - wallTimeToMs(start, timeZone);
    if (length <= 0 || length > MAX_EVENT_HOURS * HOUR_MS) errors.end = tooLongMessage;
  }
  return errors;
}

/** What an ongoing event sends as its end: 200 years after the start. */
export function lifetimeEnd(start: string): string {
  return dayjs(start.replace(' ', 'T')).add(LIFETIME_YEARS, 'year').format(WALL_TIME_FORMAT);
}
