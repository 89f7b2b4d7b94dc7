import { describe, expect, it } from 'vitest';
import { instantToWallTime, isKnownTimeZone, wallTimeToInstant, yearsAfter } from './wall-times.ts';

const instant = (wall: string, zone: string) => wallTimeToInstant(wall, zone).toISOString();

describe('event times', () => {
  it('reads a wall time in the event zone, summer and winter', () => {
    expect(instant('2026-01-15 10:00', 'Australia/Sydney')).toBe('2026-01-14T23:00:00.000Z');
    expect(instant('2026-07-15 10:00', 'Australia/Sydney')).toBe('2026-07-15T00:00:00.000Z');
    expect(instant('2026-07-15 10:00', 'UTC')).toBe('2026-07-15T10:00:00.000Z');
    expect(instant('2026-07-15 10:00', 'Asia/Kolkata')).toBe('2026-07-15T04:30:00.000Z');
    expect(instant('2026-07-15 10:00', 'America/New_York')).toBe('2026-07-15T14:00:00.000Z');
  });

  it('moves a wall time skipped by spring-forward past the gap', () => {
    expect(instant('2026-03-29 01:30', 'Europe/London')).toBe('2026-03-29T01:30:00.000Z');
    expect(instantToWallTime('2026-03-29T01:30:00.000Z', 'Europe/London')).toBe('2026-03-29 02:30');
    expect(instant('2026-10-04 02:30', 'Australia/Sydney')).toBe('2026-10-03T16:30:00.000Z');
  });

  it('reads a wall time that happens twice at fall-back as the earlier one', () => {
    expect(instant('2026-10-25 01:30', 'Europe/London')).toBe('2026-10-25T00:30:00.000Z');
    expect(instant('2026-04-05 02:30', 'Australia/Sydney')).toBe('2026-04-04T15:30:00.000Z');
  });

  it('gives 48 real hours across a DST change, not 48 wall-clock hours', () => {
    const start = wallTimeToInstant('2026-10-24 12:00', 'Europe/London');
    const end = wallTimeToInstant('2026-10-26 12:00', 'Europe/London');
    expect((end.getTime() - start.getTime()) / 3_600_000).toBe(49);
  });

  it('writes an instant back as the wall time it was read from', () => {
    for (const [wall, zone] of [
      ['2026-01-15 10:00', 'Australia/Sydney'],
      ['2026-12-31 23:59', 'Pacific/Kiritimati'],
      ['2026-01-01 00:00', 'America/Los_Angeles'],
      ['2026-10-25 01:30', 'Europe/London'],
    ] as const) {
      expect(instantToWallTime(wallTimeToInstant(wall, zone), zone)).toBe(wall);
    }
  });

  it('knows the time zones of the list, UTC and their aliases, and nothing else', () => {
    expect(isKnownTimeZone('Australia/Sydney')).toBe(true);
    expect(isKnownTimeZone('UTC')).toBe(true);
    expect(isKnownTimeZone('Asia/Kolkata')).toBe(true);
    expect(isKnownTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isKnownTimeZone('')).toBe(false);
  });

  it('ends an ongoing event 200 years after its start', () => {
    expect(yearsAfter(new Date('2026-11-23T10:00:00.000Z'), 200).toISOString()).toBe('2226-11-23T10:00:00.000Z');
  });
});
