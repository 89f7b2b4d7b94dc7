import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MINUTE_MS } from '../../shared/clock.ts';
import { type SharingEvent, shareCalls, sharingEvent } from '../../test/sharing-setup.ts';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../../test/test-app.ts';
import { SHARE_RATE_LIMITS } from './share-limits.ts';

/** The venue's Wi-Fi: every guest's phone reaches the server from this one address. */
const VENUE = '198.51.100.77';

describe.each(TEST_DIALECTS)('share limits for a crowd behind one address on %s', (dialect) => {
  let t: TestApp;
  let calls: ReturnType<typeof shareCalls>;
  let wedding: SharingEvent;
  let guests = 0;
  const start = Date.now();
  /** The rate limits' clock, moved to `ms` after the evening began. */
  const at = (ms: number) => vi.setSystemTime(start + ms);
  const email = () => ({ sharing_platform: 'email' as const, email: `guest-${++guests}@example.com` });
  const sms = () => ({ sharing_platform: 'sms' as const, phone: `0412${String(++guests).padStart(6, '0')}` });
  const share = (body: ReturnType<typeof email> | ReturnType<typeof sms>) =>
    calls.byMessage({ event_id: wedding.eventId, media_id: wedding.photo.id, ...body }, VENUE);

  beforeAll(async () => {
    t = await createTestApp(dialect);
    calls = shareCalls(t.app);
    wedding = await sharingEvent(t);
  });
  afterEach(() => vi.useRealTimers());
  afterAll(() => t.close());

  it('lets a wedding of 150 guests behind one address share all evening, and still bounds one sender', {
    timeout: 120_000,
  }, async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    const statuses: number[] = [];
    // After the speeches, all 150 share their photo by e-mail and to Facebook within a quarter of an hour.
    for (let guest = 0; guest < 150; guest++) {
      at(Math.floor(guest / 10) * MINUTE_MS + (guest % 10) * 1000);
      statuses.push((await share(email())).statusCode);
      const counted = await calls.social(
        { event_id: wedding.eventId, media_id: wedding.photo.id, sharing_platform: 'facebook' },
        VENUE,
      );
      statuses.push(counted.statusCode);
    }
    // Then each texts one more over the next two hours.
    for (let guest = 0; guest < 150; guest++) {
      at(20 * MINUTE_MS + guest * 48_000);
      statuses.push((await share(sms())).statusCode);
    }
    expect(statuses.filter((status) => status !== 200)).toEqual([]);

    // Later, one phone behind the same address sends as fast as it can: a minute's worth, then
    // an hour's worth, and no more.
    const { messagesPerVisitor, messagesPerVisitorHourly } = SHARE_RATE_LIMITS;
    const later = 4 * 60 * MINUTE_MS;
    const sent: number[] = [];
    for (let minute = 0; sent.length < messagesPerVisitorHourly.limit + 5; minute++) {
      at(later + minute * MINUTE_MS);
      const burst: number[] = [];
      for (let index = 0; index <= messagesPerVisitor.limit; index++) burst.push((await share(email())).statusCode);
      if (sent.length < messagesPerVisitorHourly.limit) expect(burst.at(-1)).toBe(429);
      sent.push(...burst.filter((status) => status === 200));
      if (burst.every((status) => status === 429)) break;
    }
    expect(sent).toHaveLength(messagesPerVisitorHourly.limit);
  });
});
