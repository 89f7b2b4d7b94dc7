import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatEventInstant, formatEventWallTime, zoneAbbreviation } from './event-time';

describe('event times', () => {
  // The viewer's browser is on the other side of the world from the event.
  const browserZone = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'America/New_York';
  });
  afterAll(() => {
    process.env.TZ = browserZone;
  });

  it('shows an instant on the event’s own clock with its zone, not the viewer’s', () => {
    expect(formatEventInstant('2026-11-24T20:00:00.000Z', 'Australia/Sydney')).toBe('25th Nov 2026 07:00 AM AEDT');
    expect(formatEventInstant('2026-11-24T20:00:00.000Z', 'UTC')).toBe('24th Nov 2026 08:00 PM UTC');
  });

  it('reads a draft’s wall time in the event’s zone and says the same as the saved instant', () => {
    expect(formatEventWallTime('2026-11-25 07:00', 'Australia/Sydney')).toBe('25th Nov 2026 07:00 AM AEDT');
    expect(formatEventWallTime('2026-11-25 07:00', 'Australia/Sydney')).toBe(
      formatEventInstant('2026-11-24T20:00:00.000Z', 'Australia/Sydney'),
    );
  });

  it('names the zone as it is on the day (summer or winter), or by its offset where no name is known', () => {
    expect(zoneAbbreviation('Australia/Sydney', Date.parse('2026-07-01T00:00:00Z'))).toBe('AEST');
    expect(zoneAbbreviation('America/New_York', Date.parse('2026-07-01T00:00:00Z'))).toBe('EDT');
    expect(zoneAbbreviation('Europe/Berlin', Date.parse('2026-01-01T00:00:00Z'))).toBe('CET');
    expect(zoneAbbreviation('Asia/Kathmandu', Date.parse('2026-01-01T00:00:00Z'))).toBe('GMT+5:45');
  });

  it('shows nothing for a missing time rather than a wrong one', () => {
    expect(formatEventWallTime('', 'UTC')).toBe('');
    expect(formatEventInstant('not a date', 'UTC')).toBe('');
  });
});
