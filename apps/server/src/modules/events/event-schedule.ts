/**
 * When an event runs, from the wall times a form sends: read in the event's zone, stored as
 * UTC instants. An ongoing event ends 200 years after its start; any other must end after its
 * start and at most 48 hours later. A new or changed start may not be in the past (a little
 * grace for the time it takes to fill the form); the start already stored may always be sent
 * back unchanged, so a live event can still be edited.
 */
import { LIFETIME_YEARS, MAX_EVENT_HOURS } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { AppError } from '../../shared/app-error.ts';
import { HOUR_MS, MINUTE_MS } from '../../shared/clock.ts';
import { instantToWallTime, isKnownTimeZone, wallTimeToInstant, yearsAfter } from '../../shared/wall-times.ts';

export const START_GRACE_MS = 15 * MINUTE_MS;

export type ScheduleInput = {
  timeZone: string;
  /** 'YYYY-MM-DD HH:mm', already checked by the contract. */
  start: string;
  end: string | null | undefined;
  lifeTime: 0 | 1;
};

export type ScheduleRules = {
  now: Date;
  /** The start already stored: keeping it is allowed even once it has passed. */
  storedStartAt?: string | undefined;
  /** The edit screens word the 48-hour rule differently. */
  tooLongMessage?: string;
};

export type Schedule = { time_zone: string; start_at: string; end_at: string; life_time: 0 | 1 };

export function scheduleOf(input: ScheduleInput, rules: ScheduleRules): Schedule {
  if (!isKnownTimeZone(input.timeZone)) throw AppError.validation('event_time_zone', MESSAGES.invalidTimeZone);
  // Forms speak whole minutes, while a stored start may carry seconds (an event made to start
  // "now"): the start is kept when it names the stored one's minute, and then stays exactly as stored.
  const storedStart = rules.storedStartAt;
  const isKeptStart = storedStart !== undefined && instantToWallTime(storedStart, input.timeZone) === input.start;
  const start = isKeptStart ? new Date(storedStart) : wallTimeToInstant(input.start, input.timeZone);
  if (!isKeptStart && start.getTime() < rules.now.getTime() - START_GRACE_MS) {
    throw AppError.validation('event_start_date', MESSAGES.eventStartPast);
  }
  if (input.lifeTime === 1) {
    return {
      time_zone: input.timeZone,
      start_at: start.toISOString(),
      end_at: yearsAfter(start, LIFETIME_YEARS).toISOString(),
      life_time: 1,
    };
  }
  if (!input.end) throw AppError.validation('event_end_date', MESSAGES.eventEndRequired);
  const end = wallTimeToInstant(input.end, input.timeZone);
  const length = end.getTime() - start.getTime();
  if (length <= 0) throw AppError.validation('event_end_date', MESSAGES.eventEndBeforeStart);
  if (length > MAX_EVENT_HOURS * HOUR_MS) {
    throw AppError.validation('event_end_date', rules.tooLongMessage ?? MESSAGES.eventTooLong);
  }
  return { time_zone: input.timeZone, start_at: start.toISOString(), end_at: end.toISOString(), life_time: 0 };
}
