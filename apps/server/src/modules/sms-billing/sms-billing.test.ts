/** SMS bills from the delivery ledger: what is billed, to whom, in which month, at what price, and the CSV. */
import { smsBillingEndpoints } from '@boothdeck/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApp, replyOf } from '../../test/call-app.ts';
import { type EventsClient, eventsClient } from '../../test/events-client.ts';
import type { SignedIn } from '../../test/packages-client.ts';
import { addLedgerRows } from '../../test/sms-ledger-fixtures.ts';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../../test/test-app.ts';

// Sydney is on daylight time (UTC+11) until 5 April 2026.
const SYDNEY_1_MARCH_0030 = '2026-02-28T13:30:00.000Z';
const SYDNEY_28_FEB_2330 = '2026-02-28T12:30:00.000Z';
const SYDNEY_1_APRIL_0030 = '2026-03-31T13:30:00.000Z';
const MID_MARCH = '2026-03-15T02:00:00.000Z';
const YEAR_AGO = { status: 'final', startMs: -400 * 86_400_000, endMs: -399 * 86_400_000 } as const;

describe.each(TEST_DIALECTS)('SMS billing on %s', (dialect) => {
  let t: TestApp;
  let client: EventsClient;
  let organiser: SignedIn;
  let other: SignedIn;
  let gala: number;
  let expo: number;

  const periods = (member: SignedIn) => callApp(t.app, smsBillingEndpoints.periods, { token: member.token });
  const billReply = (member: SignedIn | undefined, period: string) =>
    callApp(t.app, smsBillingEndpoints.bill, { params: { period }, token: member?.token });
  const bill = async (member: SignedIn, period: string) => replyOf(await billReply(member, period));
  const csvOf = (member: SignedIn | undefined, period: string) =>
    callApp(t.app, smsBillingEndpoints.csv, { params: { period }, token: member?.token });
  const setSegmentPrice = (price: string) =>
    t.app.platform.database.db
      .updateTable('catalogue_prices')
      .set({ price })
      .where('code', '=', 'sms_segment')
      .execute();

  beforeAll(async () => {
    t = await createTestApp(dialect);
    client = eventsClient(t.app, t.config.dataDir, t.config.appUrl);
    organiser = await client.organiser('Monthly Pro');
    other = await client.organiser('Monthly Pro');
    gala = await client.insertEvent(organiser.user.id, { ...YEAR_AGO, name: 'Gala Night' });
    expo = await client.insertEvent(organiser.user.id, { ...YEAR_AGO, name: '=HYPERLINK("x")' });
    const othersEvent = await client.insertEvent(other.user.id, { ...YEAR_AGO, name: 'Not yours' });
    await addLedgerRows(t.app, [
      { eventId: gala, at: MID_MARCH, segments: 2 },
      { eventId: gala, at: MID_MARCH, segments: null },
      { eventId: gala, at: MID_MARCH, segments: 3, withoutSentAt: true },
      { eventId: gala, at: MID_MARCH, state: 'queued', segments: null },
      { eventId: gala, at: MID_MARCH, state: 'failed', segments: null },
      { eventId: gala, at: MID_MARCH, channel: 'email', segments: null },
      { eventId: gala, at: SYDNEY_1_MARCH_0030, segments: 1 },
      { eventId: gala, at: SYDNEY_28_FEB_2330, segments: 4 },
      { eventId: expo, at: MID_MARCH, segments: 2 },
      { eventId: expo, at: SYDNEY_1_APRIL_0030, segments: 1 },
      { eventId: othersEvent, at: MID_MARCH, segments: 50 },
    ]);
  });
  afterAll(() => t.close());

  it('lists the months with sent SMS, newest first, in Sydney time', async () => {
    expect(replyOf(await periods(organiser))).toEqual({
      periods: [
        { period: '2026-04', label: 'April 2026' },
        { period: '2026-03', label: 'March 2026' },
        { period: '2026-02', label: 'February 2026' },
      ],
      time_zone: 'Australia/Sydney',
    });
  });

  it("bills sent SMS only, per segment at the catalogue price, never another organiser's", async () => {
    expect(await bill(organiser, '2026-03')).toEqual({
      bill_no: `SMS-202603-${organiser.user.id}`,
      period: '2026-03',
      label: 'March 2026',
      time_zone: 'Australia/Sydney',
      starts_at: SYDNEY_1_MARCH_0030.replace('13:30', '13:00'),
      ends_at: '2026-03-31T13:00:00.000Z',
      status: 'pending',
      currency: 'AUD',
      price_per_segment: 0.08,
      events: [
        // 2 + 1 (no count recorded) + 3 (sent before sent_at was kept) + 1 (first minutes of March).
        { event_id: gala, event_name: 'Gala Night', messages: 4, segments: 7, amount: 0.56 },
        { event_id: expo, event_name: '=HYPERLINK("x")', messages: 1, segments: 2, amount: 0.16 },
      ],
      totals: { messages: 5, segments: 9, amount: 0.72 },
    });
    expect((await bill(organiser, '2026-02')).totals).toEqual({ messages: 1, segments: 4, amount: 0.32 });
    expect((await bill(organiser, '2026-04')).totals).toEqual({ messages: 1, segments: 1, amount: 0.08 });

    expect(replyOf(await periods(other)).periods).toEqual([{ period: '2026-03', label: 'March 2026' }]);
    expect((await bill(other, '2026-03')).events.map((row: { event_name: string }) => row.event_name)).toEqual([
      'Not yours',
    ]);
    expect(await bill(other, '2026-04')).toMatchObject({ events: [], totals: { messages: 0, segments: 0, amount: 0 } });
  });

  it('prices with the catalogue row as it is now, to the cent', async () => {
    await setSegmentPrice('0.055');
    try {
      const march = await bill(organiser, '2026-03');
      expect(march.price_per_segment).toBe(0.055);
      expect(march.events.map((row) => row.amount)).toEqual([0.39, 0.11]);
      expect(march.totals.amount).toBe(0.5);
    } finally {
      await setSegmentPrice('0.08');
    }
  });

  it('totals the lines as they are billed, each rounded to the cent', async () => {
    const member = await client.organiser('Monthly Pro');
    const events = [];
    for (const name of ['Day one', 'Day two', 'Day three']) {
      events.push(await client.insertEvent(member.user.id, { ...YEAR_AGO, name }));
    }
    await addLedgerRows(
      t.app,
      events.map((eventId) => ({ eventId, at: MID_MARCH, segments: 7 })),
    );
    await setSegmentPrice('0.055');
    try {
      // 7 × $0.055 = $0.385 a line, billed as $0.39; three lines are $1.17, not 21 × $0.055 ≈ $1.16.
      const march = await bill(member, '2026-03');
      expect(march.events.map((row) => row.amount)).toEqual([0.39, 0.39, 0.39]);
      expect(march.totals).toEqual({ messages: 3, segments: 21, amount: 1.17 });
      const csv = (await csvOf(member, '2026-03')).body.split('\r\n');
      expect(csv.at(-2)).toBe(`SMS-202603-${member.user.id},2026-03,Total,3,21,,1.17`);
    } finally {
      await setSegmentPrice('0.08');
    }
  });

  it('calls the running month open', async () => {
    const now = new Date();
    const period = `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
    // Near a month's end UTC and Sydney disagree; the month after is still running either way.
    const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
    const later = `${next.getUTCFullYear()}-${String(next.getUTCMonth() + 1).padStart(2, '0')}`;
    expect((await bill(organiser, later)).status).toBe('open');
    expect(['open', 'pending']).toContain((await bill(organiser, period)).status);
  });

  it('gives the bill as CSV, names made harmless for spreadsheets', async () => {
    const reply = await csvOf(organiser, '2026-03');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(reply.headers['content-disposition']).toBe('attachment; filename="sms-bill-2026-03.csv"');
    const no = `SMS-202603-${organiser.user.id}`;
    expect(reply.body.split('\r\n')).toEqual([
      'Bill,Period,Event,Messages,Segments,Price per segment (AUD),Amount (AUD)',
      `${no},2026-03,Gala Night,4,7,0.08,0.56`,
      `${no},2026-03,"'=HYPERLINK(""x"")",1,2,0.08,0.16`,
      `${no},2026-03,Total,5,9,,0.72`,
      '',
    ]);
  });

  it('asks for a month written YYYY-MM and a signed-in organiser', async () => {
    expect((await billReply(organiser, '2026-13')).statusCode).toBe(422);
    expect((await billReply(organiser, 'march')).statusCode).toBe(422);
    expect((await billReply(undefined, '2026-03')).statusCode).toBe(401);
    expect((await csvOf(undefined, '2026-03')).statusCode).toBe(401);
  });
});
