import { eventEndpoints } from '@boothdeck/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replyOf } from '../../test/call-app.ts';
import { DAY_MS, type EventsClient, eventsClient, HOUR_MS } from '../../test/events-client.ts';
import type { SignedIn } from '../../test/packages-client.ts';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../../test/test-app.ts';

describe.each(TEST_DIALECTS)('event lists on %s', (dialect) => {
  let t: TestApp;
  let client: EventsClient;
  let member: SignedIn;
  const names = async (list: typeof eventEndpoints.liveEvents) =>
    replyOf(await client.call(member, list)).event.data.map((event) => event.event_name);

  beforeAll(async () => {
    t = await createTestApp(dialect);
    client = eventsClient(t.app, t.config.dataDir, t.config.appUrl);
    member = await client.organiser('Monthly Pro');
    const id = member.user.id;
    await client.insertEvent(id, {
      status: 'final',
      startMs: -2 * HOUR_MS,
      endMs: 2 * HOUR_MS,
      name: 'Live late start',
    });
    await client.insertEvent(id, { status: 'final', startMs: -5 * HOUR_MS, endMs: HOUR_MS, name: 'Live early start' });
    await client.insertEvent(id, {
      status: 'final',
      startMs: -HOUR_MS,
      endMs: 200 * 365 * DAY_MS,
      name: 'Live ongoing',
    });
    await client.insertEvent(id, {
      status: 'final',
      startMs: 3 * DAY_MS,
      endMs: 3 * DAY_MS + HOUR_MS,
      name: 'Upcoming later',
    });
    await client.insertEvent(id, { status: 'final', startMs: DAY_MS, endMs: DAY_MS + HOUR_MS, name: 'Upcoming soon' });
    await client.insertEvent(id, {
      status: 'final',
      startMs: -3 * DAY_MS,
      endMs: -3 * DAY_MS + HOUR_MS,
      name: 'Past long ago',
    });
    await client.insertEvent(id, { status: 'final', startMs: -DAY_MS, endMs: -HOUR_MS, name: 'Past yesterday' });
    await client.insertEvent(id, {
      status: 'draft',
      startMs: DAY_MS,
      endMs: DAY_MS + HOUR_MS,
      name: 'Draft next week',
    });
    await client.insertEvent(id, { status: 'draft', startMs: -DAY_MS, endMs: -HOUR_MS, name: 'Draft gone stale' });
  });
  afterAll(() => t.close());

  it('groups submitted events into live, upcoming and past by now, each in its order', async () => {
    expect(await names(eventEndpoints.liveEvents)).toEqual(['Live early start', 'Live late start', 'Live ongoing']);
    expect(await names(eventEndpoints.upcomingEvents)).toEqual(['Upcoming soon', 'Upcoming later']);
    expect(await names(eventEndpoints.pastEvents)).toEqual(['Past yesterday', 'Past long ago']);
    const live = replyOf(await client.call(member, eventEndpoints.liveEvents)).event.data;
    expect(live.every((event: { state: string }) => event.state === 'live')).toBe(true);
  });

  it('lists drafts only under drafts, whatever their dates', async () => {
    const reply = await client.call(member, eventEndpoints.drafts);
    expect(reply.statusCode).toBe(200);
    const drafts = replyOf(reply).draft_product;
    expect(drafts.map((event) => event.event_name).sort()).toEqual(['Draft gone stale', 'Draft next week']);
    expect(drafts.every((event) => event.state === 'draft')).toBe(true);
  });

  it('pages six at a time with from, to, total and last page', async () => {
    const other = await client.organiser('Monthly Pro');
    for (let index = 1; index <= 14; index++) {
      await client.insertEvent(other.user.id, {
        status: 'final',
        startMs: index * HOUR_MS,
        endMs: index * HOUR_MS + 30 * 60_000,
        name: `Show ${String(index).padStart(2, '0')}`,
      });
    }
    const page = async (query: string) =>
      replyOf(
        await client.call(other, eventEndpoints.upcomingEvents, {
          query: Object.fromEntries(new URLSearchParams(query)),
        }),
      ).event;
    const first = await page('page=1&per_page=6&user_id=999');
    expect(first).toMatchObject({ current_page: 1, last_page: 3, total: 14, per_page: 6, from: 1, to: 6 });
    expect(first.data.map((event: { event_name: string }) => event.event_name)).toEqual([
      'Show 01',
      'Show 02',
      'Show 03',
      'Show 04',
      'Show 05',
      'Show 06',
    ]);
    expect(await page('page=3')).toMatchObject({ current_page: 3, total: 14, from: 13, to: 14 });
    expect((await page('page=3')).data).toHaveLength(2);
    expect(await page('page=4')).toMatchObject({ data: [], from: null, to: null, total: 14, last_page: 3 });
    expect(await page('')).toMatchObject({ per_page: 6, current_page: 1 });
    const empty = replyOf(await client.call(other, eventEndpoints.pastEvents)).event;
    expect(empty).toEqual({ data: [], current_page: 1, last_page: 1, total: 0, per_page: 6, from: null, to: null });
  });

  it('searches names and venues, ignoring case, taking % and _ literally', async () => {
    const searcher = await client.organiser('Monthly Pro');
    const id = searcher.user.id;
    const soon = { status: 'final' as const, startMs: DAY_MS, endMs: DAY_MS + HOUR_MS };
    await client.insertEvent(id, { ...soon, name: 'Summer GALA', venue: 'Opera House' });
    await client.insertEvent(id, { ...soon, name: 'Winter Ball', venue: 'The Gala Rooms' });
    await client.insertEvent(id, { ...soon, name: 'Quiz night', venue: 'Club House' });
    await client.insertEvent(id, { ...soon, name: '100% Fun', venue: 'Club_House' });
    await client.insertEvent(id, { ...soon, name: 'ÉTÉ au Café', venue: 'Quai' });
    const search = async (text: string) =>
      (
        replyOf(await client.call(searcher, eventEndpoints.upcomingEvents, { query: { search: text } })).event.data as {
          event_name: string;
        }[]
      )
        .map((event) => event.event_name)
        .sort();
    expect(await search('gala')).toEqual(['Summer GALA', 'Winter Ball']);
    expect(await search('OPERA')).toEqual(['Summer GALA']);
    expect(await search('été au café')).toEqual(['ÉTÉ au Café']);
    expect(await search('%')).toEqual(['100% Fun']);
    expect(await search('B_H')).toEqual(['100% Fun']);
    expect(await search('club')).toEqual(['100% Fun', 'Quiz night']);
    expect(
      replyOf(await client.call(searcher, eventEndpoints.upcomingEvents, { query: { search: 'gala' } })).event.total,
    ).toBe(2);
  });
});
