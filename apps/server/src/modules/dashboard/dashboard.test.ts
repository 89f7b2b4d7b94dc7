import { dashboardEndpoints } from '@boothdeck/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerVerifiedUser } from '../../test/accounts-client.ts';
import { activityFixtures, utcDaysAgo } from '../../test/activity-fixtures.ts';
import { callApp, replyOf } from '../../test/call-app.ts';
import { postMembership, type SignedIn } from '../../test/packages-client.ts';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../../test/test-app.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** How many calendar months separate an instant's UTC month from this one. */
const monthsBack = (iso: string, now = new Date()) => {
  const date = new Date(iso);
  return (now.getUTCFullYear() - date.getUTCFullYear()) * 12 + now.getUTCMonth() - date.getUTCMonth();
};

describe.each(TEST_DIALECTS)('dashboard calls on %s', (dialect) => {
  let t: TestApp;
  let counter = 0;
  const newMember = async (): Promise<SignedIn> => {
    const member = await registerVerifiedUser(
      t.app,
      t.config.dataDir,
      `organiser${++counter}@example.com`,
      t.config.appUrl,
    );
    expect((await postMembership(t.app, member, 'Single Event')).statusCode).toBe(200);
    return member;
  };
  /** The dashboard's reads, each as the member asks it. */
  const as = (member?: SignedIn) => ({ token: member?.token });
  const dashboard = {
    analytics: (member?: SignedIn) => callApp(t.app, dashboardEndpoints.analytics, as(member)),
    socialShare: (member?: SignedIn) => callApp(t.app, dashboardEndpoints.socialShare, as(member)),
    sharingGraph: (channel: 'email' | 'sms', member?: SignedIn) =>
      callApp(t.app, dashboardEndpoints.sharingGraph, { params: { channel }, ...as(member) }),
    sharingPie: (member?: SignedIn) => callApp(t.app, dashboardEndpoints.sharingPie, as(member)),
    dataCaptureGraph: (member?: SignedIn) => callApp(t.app, dashboardEndpoints.dataCaptureGraph, as(member)),
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('shows an empty account zeros, zero-filled graphs and an empty pie', async () => {
    const member = await newMember();
    expect(replyOf(await dashboard.analytics(member))).toEqual({
      total_event: 0,
      live_event: 0,
      upcoming_event: 0,
      capture_data: 0,
    });
    expect(replyOf(await dashboard.socialShare(member))).toEqual({
      social_share: { total_share: 0, email: 0, sms: 0 },
    });
    expect(replyOf(await dashboard.sharingPie(member))).toEqual({ graphDataCapture: [] });

    const { graphData } = replyOf(await dashboard.sharingGraph('email', member));
    const now = new Date();
    expect(graphData.weeklyData.data).toHaveLength(7);
    expect(graphData.weeklyData.data.at(-1)).toEqual({ name: WEEKDAYS[now.getUTCDay()], share: 0 });
    expect(graphData.monthlyData.data).toHaveLength(30);
    expect(graphData.monthlyData.data.at(-1)).toEqual({
      name: `${now.getUTCDate()} ${MONTHS[now.getUTCMonth()]}`,
      share: 0,
    });
    expect(graphData.yearlyData.data).toHaveLength(12);
    expect(graphData.yearlyData.data.at(-1)).toEqual({ name: MONTHS[now.getUTCMonth()], share: 0 });
    for (const series of Object.values(graphData)) {
      expect(series.totalData).toBe(0);
      expect(series.data.every((bucket) => bucket.share === 0)).toBe(true);
    }

    const { data } = replyOf(await dashboard.dataCaptureGraph(member));
    expect(data).toHaveLength(12);
    expect(data.every((month: { leads: number }) => month.leads === 0)).toBe(true);
  });

  it('counts only the signed-in organiser’s events, media, shares and leads, by UTC day and month', async () => {
    const ada = await newMember();
    const grace = await newMember();
    const fixtures = activityFixtures(t.app);

    const live = await fixtures.addEvent(ada.user.id, 'final', -HOUR_MS, 5 * HOUR_MS);
    await fixtures.addEvent(ada.user.id, 'final', DAY_MS, 2 * DAY_MS);
    await fixtures.addEvent(ada.user.id, 'final', 3 * DAY_MS, 200 * 365 * DAY_MS); // ongoing, not started
    const past = await fixtures.addEvent(ada.user.id, 'final', -3 * DAY_MS, -2 * DAY_MS);
    await fixtures.addEvent(ada.user.id, 'draft', DAY_MS, 2 * DAY_MS);
    await fixtures.addEvent(ada.user.id, 'draft', -HOUR_MS, HOUR_MS);

    const today = utcDaysAgo(0);
    await fixtures.addMedia(live, today, 3);
    await fixtures.addMedia(past, utcDaysAgo(2), 2);
    await fixtures.addShares(live, 'email', today, 2);
    await fixtures.addShares(past, 'email', utcDaysAgo(3));
    await fixtures.addShares(past, 'email', utcDaysAgo(20));
    await fixtures.addShares(past, 'email', utcDaysAgo(200));
    await fixtures.addShares(past, 'email', utcDaysAgo(400)); // only in the totals
    await fixtures.addShares(live, 'sms', utcDaysAgo(1), 4);
    await fixtures.addShares(live, 'facebook', today, 2);
    await fixtures.addShares(past, 'download', utcDaysAgo(5));
    await fixtures.addLeads(live, today, 2);
    await fixtures.addLeads(past, utcDaysAgo(150));
    await fixtures.addLeads(past, utcDaysAgo(400));

    const graceEvent = await fixtures.addEvent(grace.user.id, 'final', -HOUR_MS, HOUR_MS);
    await fixtures.addMedia(graceEvent, today, 7);
    await fixtures.addShares(graceEvent, 'email', today, 9);
    await fixtures.addShares(graceEvent, 'sms', today, 9);
    await fixtures.addShares(graceEvent, 'instagram', today, 9);
    await fixtures.addLeads(graceEvent, today, 9);

    expect(replyOf(await dashboard.analytics(ada))).toEqual({
      total_event: 6,
      live_event: 1,
      upcoming_event: 2,
      capture_data: 5,
    });
    expect(replyOf(await dashboard.socialShare(ada))).toEqual({ social_share: { total_share: 13, email: 6, sms: 4 } });
    expect(replyOf(await dashboard.sharingPie(ada))).toEqual({
      graphDataCapture: [
        { name: 'Email', value: 6, background: '#4c6ef5' },
        { name: 'SMS', value: 4, background: '#12b886' },
        { name: 'Facebook', value: 2, background: '#1c7ed6' },
        { name: 'Download', value: 1, background: '#fd7e14' },
      ],
    });

    const email = replyOf(await dashboard.sharingGraph('email', ada)).graphData;
    expect(email.weeklyData?.data.map((bucket) => bucket.share)).toEqual([0, 0, 0, 1, 0, 0, 2]);
    expect(email.weeklyData?.totalData).toBe(3);
    expect(email.monthlyData?.data.at(-1)?.share).toBe(2);
    expect(email.monthlyData?.data.at(-21)?.share).toBe(1);
    expect(email.monthlyData?.totalData).toBe(4);
    const yearly = email.yearlyData?.data.map((bucket) => bucket.share) ?? [];
    const expectedYearly = Array.from({ length: 12 }, () => 0);
    for (const [iso, count] of [
      [today, 2],
      [utcDaysAgo(3), 1],
      [utcDaysAgo(20), 1],
      [utcDaysAgo(200), 1],
    ] as const) {
      const index = 11 - monthsBack(iso);
      expectedYearly[index] = (expectedYearly[index] ?? 0) + count;
    }
    expect(yearly).toEqual(expectedYearly);
    expect(email.yearlyData?.totalData).toBe(5);

    const sms = replyOf(await dashboard.sharingGraph('sms', ada)).graphData;
    expect(sms.weeklyData?.data.map((bucket) => bucket.share)).toEqual([0, 0, 0, 0, 0, 4, 0]);
    expect(sms.monthlyData?.totalData).toBe(4);

    const leads = replyOf(await dashboard.dataCaptureGraph(ada)).data;
    expect(leads.at(-1)).toEqual({ name: MONTHS[new Date().getUTCMonth()], leads: 2 });
    expect(leads[11 - monthsBack(utcDaysAgo(150))]?.leads).toBe(1);
    expect(leads.reduce((sum, month) => sum + month.leads, 0)).toBe(3);

    expect(replyOf(await dashboard.analytics(grace))).toEqual({
      total_event: 1,
      live_event: 1,
      upcoming_event: 0,
      capture_data: 7,
    });
    expect(replyOf(await dashboard.socialShare(grace))).toEqual({
      social_share: { total_share: 27, email: 9, sms: 9 },
    });
  });

  it('keeps the counts right when an event or a row is removed, or a share changes channel', async () => {
    const member = await newMember();
    const fixtures = activityFixtures(t.app);
    const kept = await fixtures.addEvent(member.user.id, 'final', -DAY_MS, -HOUR_MS);
    const removed = await fixtures.addEvent(member.user.id, 'final', -DAY_MS, -HOUR_MS);
    const today = utcDaysAgo(0);
    for (const eventId of [kept, removed]) {
      await fixtures.addMedia(eventId, today, 2);
      await fixtures.addShares(eventId, 'email', today, 3);
      await fixtures.addLeads(eventId, today, 4);
    }
    const { db } = t.app.platform.database;
    await db.deleteFrom('events').where('id', '=', removed).execute();
    const oneShare = await db.selectFrom('shares').select('id').where('event_id', '=', kept).executeTakeFirstOrThrow();
    await db.deleteFrom('shares').where('id', '=', oneShare.id).execute();
    await db.updateTable('shares').set({ channel: 'sms' }).where('event_id', '=', kept).execute();

    expect(replyOf(await dashboard.analytics(member)).capture_data).toBe(2);
    expect(replyOf(await dashboard.socialShare(member))).toEqual({
      social_share: { total_share: 2, email: 0, sms: 2 },
    });
    const { data } = replyOf(await dashboard.dataCaptureGraph(member));
    expect(data.at(-1)?.leads).toBe(4);
  });

  it('asks for sign-in on every dashboard call', async () => {
    for (const [call, reply] of Object.entries({
      analytics: await dashboard.analytics(),
      socialShare: await dashboard.socialShare(),
      emailGraph: await dashboard.sharingGraph('email'),
      smsGraph: await dashboard.sharingGraph('sms'),
      sharingPie: await dashboard.sharingPie(),
      dataCaptureGraph: await dashboard.dataCaptureGraph(),
    })) {
      expect(reply.statusCode, call).toBe(401);
    }
  });
});
