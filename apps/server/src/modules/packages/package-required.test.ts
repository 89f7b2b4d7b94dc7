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

  for (const path of ['data-trend-graph/data-capture', 'dashboard-graph/data-capture']) {
    it(`${path}: refused to a plan without data capture, answered to one with it`, async () => {
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
  }
});
