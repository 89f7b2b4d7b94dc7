/**
 * Event dates and texts shared by the event forms: wall times are sent as 'YYYY-MM-DD HH:mm' in
 * the event's own time zone, and an event that is not ongoing needs an end.
 */
import { z } from 'zod';
import type { UncheckedFields } from './cross-field-rules.ts';
import { MESSAGES } from './messages.ts';

const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})$/;

/** A real calendar date and clock time: no 30 February, no 24:00 (Date.parse rolls those over). */
export function isWallTime(value: string): boolean {
  const parts = WALL_TIME.exec(value)?.slice(1).map(Number);
  if (!parts) return false;
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0] = parts;
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute));
  return (
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    date.getUTCHours() === hour &&
    date.getUTCMinutes() === minute
  );
}

/** 'YYYY-MM-DD HH:mm'; an invalid date counts as missing, so it gets the same text, once. */
export const wallTime = (missing: string) => z.string({ error: missing }).trim().refine(isWallTime, { error: missing });

/** The end is needed unless the event is ongoing; checked whatever else is wrong with the form. */
export const requireEndUnlessOngoing = (
  body: UncheckedFields<{ life_time: 0 | 1; event_end_date: string | null | undefined }>,
  ctx: z.RefinementCtx,
) => {
  if (body.life_time === 1) return;
  const end = typeof body.event_end_date === 'string' ? body.event_end_date.trim() : '';
  if (!isWallTime(end)) ctx.addIssue({ code: 'custom', path: ['event_end_date'], message: MESSAGES.eventEndRequired });
};

/** A trimmed text of at most `max` characters. */
export const eventText = (max: number) =>
  z
    .string({ error: MESSAGES.required })
    .trim()
    .max(max, { error: `This field may not be greater than ${max} characters` });
