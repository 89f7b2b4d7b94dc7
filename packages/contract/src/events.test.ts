import { describe, expect, it } from 'vitest';
import { isWallTime } from './event-dates.ts';
import { eventInfoBodySchema } from './event-wizard.ts';
import { MESSAGES } from './messages.ts';

describe('event wall times', () => {
  it('accepts real dates and clock times only', () => {
    expect(isWallTime('2030-02-28 23:59')).toBe(true);
    expect(isWallTime('2028-02-29 00:00')).toBe(true);
    for (const value of [
      '2030-02-30 10:00',
      '2030-02-29 10:00',
      '2030-13-01 10:00',
      '2030-01-01 24:00',
      '2030-01-01 10:60',
    ]) {
      expect(isWallTime(value), value).toBe(false);
    }
    expect(isWallTime('2030-01-01T10:00')).toBe(false);
  });

  it('counts an impossible date as missing, once', () => {
    const parsed = eventInfoBodySchema.safeParse({
      event_name: 'Gala',
      event_time_zone: 'UTC',
      event_start_date: '2030-02-30 10:00',
      event_end_date: 'later',
    });
    expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['event_start_date', MESSAGES.eventStartRequired],
      ['event_end_date', MESSAGES.eventEndRequired],
    ]);
  });
});
