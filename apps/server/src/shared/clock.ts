/** Instants are stored as UTC ISO-8601 text; these helpers keep that convention in one place. */
export const nowIso = (): string => new Date().toISOString();

export const isoAfter = (milliseconds: number, from: Date = new Date()): string =>
  new Date(from.getTime() + milliseconds).toISOString();

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
