import { describe, expect, it } from 'vitest';
import { eventNotice } from './event-notice.ts';

const upcoming = {
  state: 'upcoming' as const,
  event_start_date: '2026-12-31T20:00:00.000Z',
  event_end_date: '2026-12-31T23:00:00.000Z',
  time_zone: 'Asia/Tokyo',
};

describe('the operator notice about the event dates', () => {
  it('gives an upcoming event’s start on the venue’s clock, naming the zone', () => {
    const notice = eventNotice(upcoming, new Date('2026-12-01T00:00:00Z'));
    // 20:00 UTC is 05:00 the next morning in Tokyo, whatever zone the device is set to.
    expect(notice).toMatch(/Jan 1, 2027.*5:00\s?AM \(Asia\/Tokyo\)/);
  });

  it('gives an ended event’s last upload day a week after its end', () => {
    const notice = eventNotice({ ...upcoming, state: 'past' });
    expect(notice).toMatch(/until Jan 8, 2027.*8:00\s?AM \(Asia\/Tokyo\)/);
  });

  it('still names a zone when the browser does not know the event’s one', () => {
    const notice = eventNotice({ ...upcoming, time_zone: 'Mars/Olympus' }, new Date('2026-12-01T00:00:00Z'));
    expect(notice).toMatch(/This event starts on .*[A-Z]{2,}/);
  });

  it('says nothing for a live event', () => {
    expect(eventNotice({ ...upcoming, state: 'live' })).toBeNull();
  });
});
