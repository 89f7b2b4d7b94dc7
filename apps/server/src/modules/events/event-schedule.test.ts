import { MESSAGES } from '@boothdeck/contract/messages';
import { describe, expect, it } from 'vitest';
import { scheduleOf } from './event-schedule.ts';

const now = new Date('2026-06-01T00:00:00.000Z');
const at = (start: string, end: string | null, lifeTime: 0 | 1 = 0, timeZone = 'Australia/Sydney') =>
  scheduleOf({ timeZone, start, end, lifeTime }, { now });

describe('event schedule', () => {
  it('stores wall times of the event zone as UTC instants', () => {
    expect(at('2026-06-10 18:00', '2026-06-10 23:30')).toEqual({
      time_zone: 'Australia/Sydney',
      start_at: '2026-06-10T08:00:00.000Z',
      end_at: '2026-06-10T13:30:00.000Z',
      life_time: 0,
    });
  });

  it('accepts exactly 48 hours and refuses a minute more, with the too-long text on the end date', () => {
    expect(at('2026-06-10 18:00', '2026-06-12 18:00').end_at).toBe('2026-06-12T08:00:00.000Z');
    expect(() => at('2026-06-10 18:00', '2026-06-12 18:01')).toThrow(
      expect.objectContaining({ fields: { event_end_date: [MESSAGES.eventTooLong] } }),
    );
  });

  it('refuses an end at or before the start', () => {
    for (const end of ['2026-06-10 18:00', '2026-06-10 17:00']) {
      expect(() => at('2026-06-10 18:00', end)).toThrow(
        expect.objectContaining({ code: 'validation', fields: { event_end_date: [MESSAGES.eventEndBeforeStart] } }),
      );
    }
  });

  it('words the 48-hour rule as the edit screens do when asked', () => {
    const edit = () =>
      scheduleOf(
        { timeZone: 'UTC', start: '2026-06-10 18:00', end: '2026-06-13 18:00', lifeTime: 0 },
        { now, tooLongMessage: MESSAGES.eventTooLongEdit },
      );
    expect(edit).toThrow(expect.objectContaining({ fields: { event_end_date: [MESSAGES.eventTooLongEdit] } }));
  });

  it('ends an ongoing event 200 years after its start and ignores any end sent', () => {
    expect(at('2026-06-10 18:00', null, 1)).toMatchObject({ end_at: '2226-06-10T08:00:00.000Z', life_time: 1 });
    expect(at('2026-06-10 18:00', '2026-06-01 00:00', 1).end_at).toBe('2226-06-10T08:00:00.000Z');
  });

  it('asks for an end date unless the event is ongoing', () => {
    expect(() => at('2026-06-10 18:00', null)).toThrow(
      expect.objectContaining({ fields: { event_end_date: [MESSAGES.eventEndRequired] } }),
    );
  });

  it('refuses a start in the past beyond the grace, unless it is the start already stored', () => {
    expect(at('2026-06-01 09:50', '2026-06-01 12:00').start_at).toBe('2026-05-31T23:50:00.000Z');
    expect(() => at('2026-06-01 09:00', '2026-06-01 12:00')).toThrow(
      expect.objectContaining({ fields: { event_start_date: [MESSAGES.eventStartPast] } }),
    );
    const kept = scheduleOf(
      { timeZone: 'UTC', start: '2026-05-01 09:00', end: '2026-05-01 12:00', lifeTime: 0 },
      { now, storedStartAt: '2026-05-01T09:00:00.000Z' },
    );
    expect(kept.start_at).toBe('2026-05-01T09:00:00.000Z');
  });

  it('refuses a time zone that is not on the list', () => {
    expect(() => at('2026-06-10 18:00', '2026-06-10 20:00', 0, 'Atlantis/Capital')).toThrow(
      expect.objectContaining({ fields: { event_time_zone: [MESSAGES.invalidTimeZone] } }),
    );
  });
});
