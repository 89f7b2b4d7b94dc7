/** The time-zone list of the event forms: the platform's zone names, plus the browser's own and UTC if missing. */
let zones: string[] | undefined;

export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

export function listTimeZones(): string[] {
  zones ??= [...new Set([...Intl.supportedValuesOf('timeZone'), 'UTC', browserTimeZone()])].sort();
  return zones;
}
