import { dashboardEndpoints, type EndpointDefinition, eventEndpoints, leadEndpoints } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerVerifiedUser } from '../../test/accounts-client.ts';
import { postBoothSession } from '../../test/booth-client.ts';
import { type AppReply, errorOf, replyOf } from '../../test/call-app.ts';
import { duplicateEventBody, eventInfoBody, eventsClient } from '../../test/events-client.ts';
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

  const expectPackageRequired = <Definition extends EndpointDefinition>(reply: AppReply<Definition>) => {
    expect(reply.statusCode).toBe(403);
    expect(errorOf(reply, 403)).toEqual({ message: MESSAGES.packageRequired });
  };

  it('never having had one, cannot start an event', async () => {
    const newcomer = await registerVerifiedUser(t.app, t.config.dataDir, 'newcomer@example.com', t.config.appUrl);
    expectPackageRequired(await client.call(newcomer, eventEndpoints.saveInfo, { body: eventInfoBody() }));
  });

  it('once its plan lapsed, cannot start, submit or duplicate an event, nor sign a booth in to one', async () => {
    const member = await client.organiser('Monthly Pro');
    const finalId = await client.finalEvent(member);
    const draftId = await client.readyDraft(member);
    const { uuid } = await client.show(member, finalId);
    await lapse(member);

    expectPackageRequired(await client.call(member, eventEndpoints.saveInfo, { body: eventInfoBody() }));
    expectPackageRequired(await client.call(member, eventEndpoints.finalise, { params: { eventId: draftId } }));
    expectPackageRequired(
      await client.call(member, eventEndpoints.duplicate, {
        body: duplicateEventBody(finalId, { event_name: 'Again' }),
      }),
    );
    expectPackageRequired(await postBoothSession(t.app, { uuid, password: '4821' }));
  });

  it('once its plan lapsed, still reads its events', async () => {
    const member = await client.organiser('Monthly Pro');
    const finalId = await client.finalEvent(member);
    await lapse(member);
    expect((await client.call(member, eventEndpoints.show, { params: { id: finalId } })).statusCode).toBe(200);
    const upcoming = await client.call(member, eventEndpoints.upcomingEvents);
    expect(upcoming.statusCode).toBe(200);
    expect(JSON.stringify(replyOf(upcoming))).toContain(`"id":${finalId}`);
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
    const trial = await client.organiser('Free Trial');
    const refused = await client.call(trial, leadEndpoints.trendGraph);
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused, 403)).toEqual({
      message: MESSAGES.upgradePackage,
      errors: { data_capture: [MESSAGES.upgradePackage] },
    });
    const pro = await client.organiser('Monthly Pro');
    expect((await client.call(pro, leadEndpoints.trendGraph)).statusCode).toBe(200);
  });

  it("the dashboard's trend, asked on every load: twelve months at 0 and the flag to a plan without data capture", async () => {
    const trial = await client.organiser('Free Trial');
    const answered = await client.call(trial, dashboardEndpoints.dataCaptureGraph);
    expect(answered.statusCode).toBe(200);
    const { data, included_in_plan } = replyOf(answered);
    expect(included_in_plan).toBe(false);
    expect(data).toHaveLength(12);
    expect(data.every((month) => month.leads === 0)).toBe(true);

    const pro = await client.organiser('Monthly Pro');
    const withDataCapture = await client.call(pro, dashboardEndpoints.dataCaptureGraph);
    expect(withDataCapture.statusCode).toBe(200);
    expect(replyOf(withDataCapture).included_in_plan).toBe(true);
  });

  it('answers every call of the dashboard on every plan', async () => {
    const dashboardCalls: [string, (member: SignedIn) => Promise<{ statusCode: number }>][] = [
      ['analytics', (member) => client.call(member, dashboardEndpoints.analytics)],
      ['social share', (member) => client.call(member, dashboardEndpoints.socialShare)],
      [
        'email graph',
        (member) => client.call(member, dashboardEndpoints.sharingGraph, { params: { channel: 'email' } }),
      ],
      ['sms graph', (member) => client.call(member, dashboardEndpoints.sharingGraph, { params: { channel: 'sms' } })],
      ['sharing pie', (member) => client.call(member, dashboardEndpoints.sharingPie)],
      ['data capture graph', (member) => client.call(member, dashboardEndpoints.dataCaptureGraph)],
    ];
    const plans = ['Free Trial', 'Single Event', 'Monthly Basic', 'Monthly Pro', 'Yearly Basic', 'Yearly Pro'];
    for (const plan of plans) {
      const member = await client.organiser(plan);
      for (const [name, call] of dashboardCalls) expect((await call(member)).statusCode, `${plan}: ${name}`).toBe(200);
    }
  });
});
