/**
 * The dashboard graphs' buckets in the UTC calendar, so every viewer sees the same numbers:
 * the last 7 and 30 days ending today, and the last 12 months ending with this one.
 * Missing days and months count 0.
 */

const WEEKDAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export const WEEK_DAYS = 7;
export const MONTH_DAYS = 30;
export const YEAR_MONTHS = 12;

/** A day's count: day is 'YYYY-MM-DD' (UTC). */
export type DailyTotal = { day: string; total: number };
export type Bucket = { name: string; value: number };

const dayKey = (date: Date): string => date.toISOString().slice(0, 10);

/** The last `count` UTC days, oldest first, ending with today. */
function lastDays(now: Date, count: number): Date[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: count }, (_, index) => new Date(today - (count - 1 - index) * 86_400_000));
}

/** The first of each of the last `count` UTC months, oldest first, ending with this month. */
function lastMonths(now: Date, count: number): Date[] {
  return Array.from(
    { length: count },
    (_, index) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (count - 1 - index), 1)),
  );
}

/** The first day any graph reads: the 1st of the month 11 months ago (always before 30 days ago). */
export function graphStartDay(now: Date): string {
  return dayKey(lastMonths(now, YEAR_MONTHS)[0] as Date);
}

function totalsByKey(daily: readonly DailyTotal[], keyLength: number): Map<string, number> {
  const totals = new Map<string, number>();
  for (const { day, total } of daily) {
    const key = day.slice(0, keyLength);
    totals.set(key, (totals.get(key) ?? 0) + total);
  }
  return totals;
}

/** Day buckets named 'Mon' (a week) or '23 Nov' (a month). */
export function dayBuckets(daily: readonly DailyTotal[], now: Date, count: number): Bucket[] {
  const totals = totalsByKey(daily, 10);
  return lastDays(now, count).map((date) => ({
    name:
      count <= WEEK_DAYS
        ? (WEEKDAY_NAMES[date.getUTCDay()] as string)
        : `${date.getUTCDate()} ${MONTH_NAMES[date.getUTCMonth()]}`,
    value: totals.get(dayKey(date)) ?? 0,
  }));
}

/** Month buckets named 'Dec', 'Jan', …, ending with this month. */
export function monthBuckets(daily: readonly DailyTotal[], now: Date, count = YEAR_MONTHS): Bucket[] {
  const totals = totalsByKey(daily, 7);
  return lastMonths(now, count).map((date) => ({
    name: MONTH_NAMES[date.getUTCMonth()] as string,
    value: totals.get(dayKey(date).slice(0, 7)) ?? 0,
  }));
}
