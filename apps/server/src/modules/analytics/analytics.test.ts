import { analyticsEndpoints, publicGalleryEndpoints } from '@boothdeck/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerVerifiedUser } from '../../test/accounts-client.ts';
import { activityFixtures, utcDaysAgo } from '../../test/activity-fixtures.ts';
import { callApp, callAppUnchecked, replyOf } from '../../test/call-app.ts';
import type { SignedIn } from '../../test/packages-client.ts';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../../test/test-app.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

describe.each(TEST_DIALECTS)('event analytics on %s', (dialect) => {
  let t: TestApp;
  let counter = 0;
  const newMember = () =>
    registerVerifiedUser(t.app, t.config.dataDir, `analyst${++counter}@example.com`, t.config.appUrl);
  /** An event's analytics calls, as the member (or nobody) asks them. */
  const analytics = (member: SignedIn | null, id: number) => {
    const as = { token: member?.token };
    return {
      channelGraph: (channel: 'email' | 'sms' | 'microsite') =>
        callApp(t.app, analyticsEndpoints.channelGraph, { params: { channel, eventId: id }, ...as }),
      sharingGraph: () => callApp(t.app, analyticsEndpoints.sharingGraph, { params: { id }, ...as }),
      socialShare: () => callApp(t.app, analyticsEndpoints.socialShare, { params: { id }, ...as }),
      mostViewed: () => callApp(t.app, analyticsEndpoints.mostViewed, { params: { id }, ...as }),
      funnel: () => callApp(t.app, analyticsEndpoints.funnel, { params: { id }, ...as }),
    };
  };
  const db = () => t.app.platform.database.db;
  const liveEvent = async (member: SignedIn, timeZone = 'UTC') => {
    const id = await activityFixtures(t.app).addEvent(member.user.id, 'final', -DAY_MS, DAY_MS);
    await db().updateTable('events').set({ time_zone: timeZone }).where('id', '=', id).execute();
    return id;
  };
  const addDelivery = (
    eventId: number,
    channel: 'email' | 'sms',
    state: 'queued' | 'sent' | 'failed',
    createdAt: string,
    purpose: 'share' | 'lead_message' | 'voucher' = 'share',
  ) =>
    db()
      .insertInto('shares')
      .values({ event_id: eventId, channel, recipient: 'guest@example.com', state, purpose, created_at: createdAt })
      .execute();

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('answers an event without activity with zeros in every key', async () => {
    const member = await newMember();
    const eventId = await liveEvent(member);
    expect(replyOf(await analytics(member, eventId).socialShare())).toEqual({
      single_social_share: {
        total_share: 0,
        email: 0,
        sms: 0,
        facebook: 0,
        twitter: 0,
        instagram: 0,
        linkedin: 0,
        whatsapp: 0,
        download: 0,
        microsite: 0,
      },
      sms_limit_reached: null,
    });
    const { graphData } = replyOf(await analytics(member, eventId).sharingGraph());
    expect(Object.keys(graphData).sort()).toEqual(['monthlyData', 'weeklyData', 'yearlyData']);
    expect(graphData.weeklyData.data).toHaveLength(7);
    expect(graphData.monthlyData.data).toHaveLength(30);
    expect(graphData.yearlyData.data).toHaveLength(12);
    expect(graphData.weeklyData.data.at(-1)).toEqual({ name: WEEKDAYS[new Date().getUTCDay()], share: 0 });
    expect(replyOf(await analytics(member, eventId).mostViewed())).toEqual({ most_viewed: [] });
    expect(replyOf(await analytics(member, eventId).funnel())).toEqual({
      funnel: { captures: 0, shares: 0, views: 0, leads: 0, vouchers_claimed: 0 },
    });
  });

  it('counts the sent guest shares of the event only, never queued or failed deliveries, lead messages, vouchers or other events', async () => {
    const member = await newMember();
    const fixtures = activityFixtures(t.app);
    const eventId = await liveEvent(member);
    const otherEvent = await liveEvent(member);
    const today = utcDaysAgo(0);
    await fixtures.addShares(eventId, 'email', today, 3);
    await fixtures.addShares(eventId, 'email', utcDaysAgo(2));
    await fixtures.addShares(eventId, 'sms', utcDaysAgo(1), 2);
    await fixtures.addShares(eventId, 'facebook', today, 4);
    await fixtures.addShares(eventId, 'linkedin', today, 5);
    await fixtures.addShares(eventId, 'download', utcDaysAgo(40));
    await addDelivery(eventId, 'email', 'queued', today);
    await addDelivery(eventId, 'email', 'failed', today);
    await addDelivery(eventId, 'sms', 'failed', today);
    await addDelivery(eventId, 'email', 'sent', today, 'lead_message');
    await addDelivery(eventId, 'sms', 'sent', today, 'voucher');
    await fixtures.addShares(otherEvent, 'email', today, 7);
    await fixtures.addMedia(eventId, today, 6);
    await fixtures.addLeads(eventId, today, 2);
    await fixtures.addLeads(otherEvent, today, 9);

    expect(replyOf(await analytics(member, eventId).socialShare())).toEqual({
      single_social_share: {
        total_share: 16,
        email: 4,
        sms: 2,
        facebook: 4,
        twitter: 0,
        instagram: 0,
        linkedin: 5,
        whatsapp: 0,
        download: 1,
        microsite: 5,
      },
      sms_limit_reached: null,
    });

    const email = replyOf(await analytics(member, eventId).channelGraph('email')).graphData;
    expect(email.weeklyData.data.map((bucket) => bucket.share)).toEqual([0, 0, 0, 0, 1, 0, 3]);
    expect(email.weeklyData.totalData).toBe(4);
    expect(email.monthlyData.totalData).toBe(4);
    expect(email.yearlyData.totalData).toBe(4);
    const sms = replyOf(await analytics(member, eventId).channelGraph('sms')).graphData;
    expect(sms.weeklyData.data.map((bucket) => bucket.share)).toEqual([0, 0, 0, 0, 0, 2, 0]);
    const microsite = replyOf(await analytics(member, eventId).channelGraph('microsite')).graphData;
    expect(microsite.weeklyData.data.at(-1)?.share).toBe(5);

    const all = replyOf(await analytics(member, eventId).sharingGraph()).graphData;
    expect(all.weeklyData.data.at(-1)?.share).toBe(12);
    expect(all.weeklyData.totalData).toBe(15);
    expect(all.monthlyData.totalData).toBe(15);
    expect(all.yearlyData.totalData).toBe(16);

    expect(replyOf(await analytics(member, eventId).funnel())).toEqual({
      funnel: { captures: 6, shares: 16, views: 0, leads: 2, vouchers_claimed: 0 },
    });

    // A delivery counts from the moment it is sent.
    await db()
      .updateTable('shares')
      .set({ state: 'sent' })
      .where('event_id', '=', eventId)
      .where('state', '=', 'queued')
      .execute();
    expect(replyOf(await analytics(member, eventId).socialShare()).single_social_share.email).toBe(5);
  });

  it("buckets shares by the event's own days, not UTC days", async () => {
    const member = await newMember();
    const fixtures = activityFixtures(t.app);
    const kolkata = await liveEvent(member, 'Asia/Kolkata');
    const utc = await liveEvent(member, 'UTC');
    const midnight = Date.parse(`${new Date().toISOString().slice(0, 10)}T00:00:00.000Z`);
    // 23:59 UTC yesterday is 05:29 today in Kolkata (UTC+05:30, no daylight saving).
    const lateYesterday = new Date(midnight - 60_000).toISOString();
    for (const eventId of [kolkata, utc]) await fixtures.addShares(eventId, 'email', lateYesterday, 2);

    const kolkataToday = new Date(Date.now() + 5.5 * HOUR_MS);
    const kolkataWeek = replyOf(await analytics(member, kolkata).channelGraph('email')).graphData.weeklyData;
    const shareDayIndex =
      kolkataToday.toISOString().slice(0, 10) === new Date(midnight).toISOString().slice(0, 10) ? 6 : 5;
    expect(kolkataWeek.data.at(-1)?.name).toBe(WEEKDAYS[kolkataToday.getUTCDay()]);
    expect(kolkataWeek.data.map((bucket) => bucket.share)).toEqual(
      Array.from({ length: 7 }, (_, index) => (index === shareDayIndex ? 2 : 0)),
    );
    const utcWeek = replyOf(await analytics(member, utc).channelGraph('email')).graphData.weeklyData;
    expect(utcWeek.data.map((bucket) => bucket.share)).toEqual([0, 0, 0, 0, 0, 2, 0]);
  });

  it('counts each time a guest opens an item of the public gallery and lists the most viewed', async () => {
    const member = await newMember();
    const fixtures = activityFixtures(t.app);
    const eventId = await liveEvent(member);
    await fixtures.addMedia(eventId, utcDaysAgo(0), 3);
    const { uuid } = await db().selectFrom('events').select('uuid').where('id', '=', eventId).executeTakeFirstOrThrow();
    const media = await db()
      .selectFrom('media_items')
      .select('id')
      .where('event_id', '=', eventId)
      .orderBy('id')
      .execute();
    const [first, second, unseen] = media.map((row) => row.id);
    const open = async (mediaId: number | undefined) => {
      const viewId = Buffer.from(`${uuid}:${mediaId}`).toString('base64url');
      expect((await callApp(t.app, publicGalleryEndpoints.showShare, { params: { id: viewId } })).statusCode).toBe(200);
    };
    await open(second);
    await open(first);
    await open(second);
    await open(second);

    const { most_viewed } = replyOf(await analytics(member, eventId).mostViewed());
    expect(most_viewed.map((item) => [item.id, item.views])).toEqual([
      [second, 3],
      [first, 1],
    ]);
    expect(most_viewed.some((item) => item.id === unseen)).toBe(false);
    expect(replyOf(await analytics(member, eventId).funnel()).funnel).toMatchObject({ captures: 3, views: 4 });

    // Removing an item removes its views.
    await db()
      .deleteFrom('media_items')
      .where('id', '=', second as number)
      .execute();
    expect(replyOf(await analytics(member, eventId).funnel()).funnel).toMatchObject({ captures: 2, views: 1 });
  });

  it("answers 404 for another organiser's event or one that does not exist, and 401 without sign-in", async () => {
    const owner = await newMember();
    const stranger = await newMember();
    const eventId = await liveEvent(owner);
    await activityFixtures(t.app).addShares(eventId, 'email', utcDaysAgo(0));
    /** Every analytics call of the event, as `member` asks it. */
    const everyCall = (member: SignedIn | null, id: number) => {
      const calls = analytics(member, id);
      return Object.entries({
        channelGraph: () => calls.channelGraph('email'),
        sharingGraph: calls.sharingGraph,
        socialShare: calls.socialShare,
        mostViewed: calls.mostViewed,
        funnel: calls.funnel,
      });
    };
    for (const [name, call] of everyCall(stranger, eventId)) expect((await call()).statusCode, name).toBe(404);
    for (const [name, call] of everyCall(null, eventId)) expect((await call()).statusCode, name).toBe(401);
    for (const [name, call] of everyCall(owner, 999_999)) expect((await call()).statusCode, name).toBe(404);
    const fax = await callAppUnchecked(t.app, analyticsEndpoints.channelGraph, {
      params: { channel: 'fax', eventId },
      token: owner.token,
    });
    expect(fax.statusCode).toBe(422);
  });
});
