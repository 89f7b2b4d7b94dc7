import { dashboardEndpoints, endpointPath } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerVerifiedUser } from '../../test/accounts-client.ts';
import { postBoothSession } from '../../test/booth-client.ts';
import { DAY_MS, eventInfoBody, eventsClient, HOUR_MS, utcWallTime } from '../../test/events-client.ts';
import type { SignedIn } from '../../test/packages-client.ts';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../../test/test-app.ts';

describe.each(TEST_DIALECTS)('an account without a current package, on %s', (dialect) => {
  let t: TestApp;
  let client: ReturnType<typeof eventsClient>;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    client = eventsClient(t.app, t.config.dataDir, t.config.appUrl);
  });
  afterAll(() => t.close());

  const lapse = (member: SignedIn) =>
    t.app.platform.database.db
      .updateTable('memberships')
      .set({ expire_at: new Date(Date.now() - 60_000).toISOString() })
      .where('user_id', '=', member.user.id)
      .execute();

  const expectPackageRequired = (reply: { statusCode: number; json: () => unknown }) => {
    expect(reply.statusCode).toBe(403);
    expect(reply.json()).toEqual({ message: MESSAGES.packageRequired });
  };

  it('never having had one, cannot start an event', async () => {
    const newcomer = await registerVerifiedUser(t.app, t.config.dataDir, 'newcomer@example.com', t.config.appUrl);
    expectPackageRequired(await client.post(newcomer, 'event-info', eventInfoBody()));
  });

  it('once its plan lapsed, cannot start, submit or duplicate an event, nor sign a booth in to one', async () => {
    const member = await client.organiser('Monthly Pro');
    const finalId = await client.finalEvent(member);
    const draftId = await client.readyDraft(member);
    const { uuid } = await client.show(member, finalId);
    await lapse(member);

    expectPackageRequired(await client.post(member, 'event-info', eventInfoBody()));
    expectPackageRequired(await client.post(member, `event/store/${draftId}`, {}));
    expectPackageRequired(
      await client.post(member, 'duplicate/event', {
        event_id: finalId,
        event_name: 'Again',
        event_start_date: utcWallTime(3 * DAY_MS),
        event_end_date: utcWallTime(3 * DAY_MS + 2 * HOUR_MS),
        life_time: 0,
      }),
    );
    expectPackageRequired(await postBoothSession(t.app, { uuid, password: '4821' }));
  });

  it('once its plan lapsed, still reads its events', async () => {
    const member = await client.organiser('Monthly Pro');
    const finalId = await client.finalEvent(member);
    await lapse(member);
    expect((await client.get(member, `show-event/${finalId}`)).statusCode).toBe(200);
    const upcoming = await client.get(member, 'upcoming-event');
    expect(upcoming.statusCode).toBe(200);
    expect(JSON.stringify(upcoming.json())).toContain(`"id":${finalId}`);
  });
});

describe.each(TEST_DIALECTS)('the lead graphs follow the data-capture plan gate, on %s', (dialect) => {
  let t: TestApp;
  let client: ReturnType<typeof eventsClient>;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    client = eventsClient(t.app, t.config.dataDir, t.config.appUrl);
  });
  afterAll(() => t.close());

  it("the data-capture page's trend: refused to a plan without data capture, answered to one with it", async () => {
    const path = 'data-trend-graph/data-capture';
    const trial = await client.organiser('Free Trial');
    const refused = await client.get(trial, path);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      message: MESSAGES.upgradePackage,
      errors: { data_capture: [MESSAGES.upgradePackage] },
    });
    const pro = await client.organiser('Monthly Pro');
    expect((await client.get(pro, path)).statusCode).toBe(200);
  });

  it("the dashboard's trend, asked on every load: twelve months at 0 and the flag to a plan without data capture", async () => {
    const path = 'dashboard-graph/data-capture';
    const trial = await client.organiser('Free Trial');
    const answered = await client.get(trial, path);
    expect(answered.statusCode).toBe(200);
    const { data, included_in_plan } = answered.json();
    expect(included_in_plan).toBe(false);
    expect(data).toHaveLength(12);
    expect(data.every((month: { leads: number }) => month.leads === 0)).toBe(true);

    const pro = await client.organiser('Monthly Pro');
    const withDataCapture = await client.get(pro, path);
    expect(withDataCapture.statusCode).toBe(200);
    expect(withDataCapture.json().included_in_plan).toBe(true);
  });

  it('answers every call of the dashboard on every plan', async () => {
    const dashboardPaths = [
      endpointPath(dashboardEndpoints.analytics),
      endpointPath(dashboardEndpoints.socialShare),
      endpointPath(dashboardEndpoints.sharingGraph, { channel: 'email' }),
      endpointPath(dashboardEndpoints.sharingGraph, { channel: 'sms' }),
      endpointPath(dashboardEndpoints.sharingPie),
      endpointPath(dashboardEndpoints.dataCaptureGraph),
    ];
    const plans = ['Free Trial', 'Single Event', 'Monthly Basic', 'Monthly Pro', 'Yearly Basic', 'Yearly Pro'];
    for (const plan of plans) {
      const member = await client.organiser(plan);
      for (const path of dashboardPaths)
        expect((await client.get(member, path)).statusCode, `${plan}: ${path}`).toBe(200);
    }
  });
});
