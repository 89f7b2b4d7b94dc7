/**
 * The one way an event's time is shown, on every screen (cards, lists, details, summary,
 * dialogs, pickers): on the event's own clock, whatever zone the viewer's browser is in, with
 * the zone's abbreviation beside it — '25th Nov 2026 07:00 AM AEDT'. An organiser in London
 * planning a Sydney party reads the time the guests will see on the venue's wall, and a card
 * can never disagree with the details page. Where no English locale knows an abbreviation
 * for the zone, its offset stands in ('GMT+5:30').
 */
import { LIST_DATE_FORMAT } from '@boothdeck/contract';
import { dayjs } from './dayjs';

// Each English locale names the zones of its own region (en-US EST, en-AU AEDT, en-GB CET,
// en-IN IST); asked in turn, together they name most zones an organiser picks.
const ABBREVIATION_LOCALES = ['en-US', 'en-AU', 'en-GB', 'en-IN'] as const;
const OFFSET_NAME = /^GMT[+-−]/;

const formatters = new Map<string, Intl.DateTimeFormat>();

function zoneNameIn(locale: string, timeZone: string, atMs: number): string {
  const key = `${locale}|${timeZone}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'short' });
    formatters.set(key, formatter);
  }
  return formatter.formatToParts(atMs).find((part) => part.type === 'timeZoneName')?.value ?? '';
}

/** The zone's short name at that instant ('AEDT' in summer, 'AEST' in winter), else its offset ('GMT+11'). */
export function zoneAbbreviation(timeZone: string, atMs: number = Date.now()): string {
  try {
    const names = ABBREVIATION_LOCALES.map((locale) => zoneNameIn(locale, timeZone, atMs));
    return names.find((name) => name && !OFFSET_NAME.test(name)) ?? names[0] ?? timeZone;
  } catch {
    return timeZone;
  }
}

/** An instant of the event (a UTC ISO time from the server), on the event's clock. */
export function formatEventInstant(instant: string, timeZone: string): string {
  const at = dayjs(instant);
  if (!at.isValid()) return '';
  try {
    return `${at.tz(timeZone).format(LIST_DATE_FORMAT)} ${zoneAbbreviation(timeZone, at.valueOf())}`;
  } catch {
    return at.format(LIST_DATE_FORMAT);
  }
}

/** A wall time of the event ('YYYY-MM-DD HH:mm', as forms and the draft hold it), read in its zone. */
export function formatEventWallTime(wallTime: string, timeZone: string): string {
  if (!wallTime) return '';
  try {
    return formatEventInstant(dayjs.tz(wallTime, timeZone).toISOString(), timeZone);
  } catch {
    return dayjs(wallTime.replace(' ', 'T')).format(LIST_DATE_FORMAT);
  }
}
