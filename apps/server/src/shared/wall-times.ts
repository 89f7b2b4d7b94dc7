/**
 * Wall times ('YYYY-MM-DD HH:mm') in a named time zone ↔ UTC instants, with Intl only.
 * A wall time skipped by a DST change is read with the offset before the change (so 02:30
 * on a spring-forward night is 03:30); one that occurs twice is read as the earlier.
 */
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

type WallParts = { year: number; month: number; day: number; hour: number; minute: number; second: number };

function wallPartsAt(instantMs: number, timeZone: string): WallParts {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(instantMs))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

const partsAsUtcMs = (p: WallParts) => Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);

/** How far the zone's clock is ahead of UTC at an instant, in milliseconds. */
function offsetAt(instantMs: number, timeZone: string): number {
  const wholeSeconds = Math.floor(instantMs / 1000) * 1000;
  return partsAsUtcMs(wallPartsAt(wholeSeconds, timeZone)) - wholeSeconds;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** The instant a 'YYYY-MM-DD HH:mm' wall time names in the zone. The text must already be a valid wall time. */
export function wallTimeToInstant(wallTime: string, timeZone: string): Date {
  const [date = '', time = ''] = wallTime.split(' ');
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  const local = Date.UTC(year, month - 1, day, hour, minute);
  // At most one offset change happens within a day either side, so these are the two candidates.
  const offsetBefore = offsetAt(local - DAY_MS, timeZone);
  const offsetAfter = offsetAt(local + DAY_MS, timeZone);
  const matching = [local - offsetBefore, local - offsetAfter].filter(
    (instant) => partsAsUtcMs(wallPartsAt(instant, timeZone)) === local,
  );
  return new Date(matching.length > 0 ? Math.min(...matching) : local - offsetBefore);
}

/** The 'YYYY-MM-DD HH:mm' wall time of an instant in the zone. */
export function instantToWallTime(instant: Date | string, timeZone: string): string {
  const p = wallPartsAt(new Date(instant).getTime(), timeZone);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)} ${pad(p.hour)}:${pad(p.minute)}`;
}

let knownZones: Set<string> | undefined;

/** A zone of Intl.supportedValuesOf('timeZone'), or UTC; aliases (Asia/Kolkata) count as their canonical name. */
export function isKnownTimeZone(timeZone: string): boolean {
  knownZones ??= new Set([...Intl.supportedValuesOf('timeZone'), 'UTC']);
  if (knownZones.has(timeZone)) return true;
  try {
    return knownZones.has(new Intl.DateTimeFormat('en-US', { timeZone }).resolvedOptions().timeZone);
  } catch {
    return false;
  }
}

/** The same instant so many calendar years later (UTC). */
export function yearsAfter(instant: Date, years: number): Date {
  const later = new Date(instant.getTime());
  later.setUTCFullYear(later.getUTCFullYear() + years);
  return later;
}
