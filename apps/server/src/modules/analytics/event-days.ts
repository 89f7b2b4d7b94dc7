/**
 * Days in an event's own time zone. The graph series (dashboard/graph-series.ts) count by
 * calendar day on dates read in UTC; handing them each share's local day, and today's local
 * date as a UTC date, makes the same series count by the event's days.
 */
import type { DailyTotal } from '../dashboard/index.ts';
import type { MinuteTotal } from '../deliveries/index.ts';

const dayFormats = new Map<string, Intl.DateTimeFormat>();

function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  return format;
}

/** The instant's calendar day in the time zone, 'YYYY-MM-DD'. */
export function localDay(instant: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    dayFormat(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** Today in the time zone, as midnight UTC of that date: the `now` the graph series count back from. */
export function localToday(now: Date, timeZone: string): Date {
  return new Date(`${localDay(now, timeZone)}T00:00:00.000Z`);
}

/** Minute totals (UTC) added up by the time zone's day. */
export function localDailyTotals(minutes: readonly MinuteTotal[], timeZone: string): DailyTotal[] {
  const totals = new Map<string, number>();
  for (const { minute, total } of minutes) {
    const day = localDay(new Date(`${minute}:00.000Z`), timeZone);
    totals.set(day, (totals.get(day) ?? 0) + total);
  }
  return [...totals].map(([day, total]) => ({ day, total }));
}

const hourFormats = new Map<string, Intl.DateTimeFormat>();

/** The instant's hour of the day (0–23) on the time zone's clock. */
export function localHour(instant: Date, timeZone: string): number {
  let format = hourFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', hourCycle: 'h23' });
    hourFormats.set(timeZone, format);
  }
  return Number(format.format(instant)) % 24;
}

/** Minute totals (UTC) added up by the time zone's hour of the day: all 24 hours, from midnight. */
export function localHourTotals(minutes: readonly MinuteTotal[], timeZone: string): { hour: number; total: number }[] {
  const totals = Array.from({ length: 24 }, (_, hour) => ({ hour, total: 0 }));
  for (const { minute, total } of minutes) {
    const bucket = totals[localHour(new Date(`${minute}:00.000Z`), timeZone)];
    if (bucket) bucket.total += total;
  }
  return totals;
}
