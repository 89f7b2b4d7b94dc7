/** Instants are stored as UTC ISO-8601 text; these helpers keep that convention in one place. */

let formattedAt = Number.NaN;
let formatted = '';

/** Now as stored text. Formatted at most once a millisecond: signed-in calls ask for it on every request. */
export const nowIso = (): string => {
  const now = Date.now();
  if (now !== formattedAt) {
    formatted = new Date(now).toISOString();
    formattedAt = now;
  }
  return formatted;
};

/** Whether a stored instant has come (stored instants are all the same width, so their text sorts by time). */
export const hasPassed = (iso: string): boolean => iso <= nowIso();

export const isoAfter = (milliseconds: number, from: Date = new Date()): string =>
  new Date(from.getTime() + milliseconds).toISOString();

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
