/** The team as its members live it: invitations, what each role may do, removal, and the activity an event shows. */
import {
  accountEndpoints,
  analyticsEndpoints,
  eventEndpoints,
  leadEndpoints,
  moderationEndpoints,
  smsBillingEndpoints,
  TEAM_MESSAGES,
  teamEndpoints,
} from '@boothdeck/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, registerVerifiedUser } from '../../test/accounts-client.ts';
import { callApp, errorOf, replyOf } from '../../test/call-app.ts';
import type { SignedIn } from '../../test/packages-client.ts';
import { boothSharingEvent } from '../../test/sharing-setup.ts';
import { MEMBER_PASSWORD, teamClientOf } from '../../test/team-client.ts';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../../test/test-app.ts';

type BoothEvent = Awaited<ReturnType<typeof boothSharingEvent>>;

describe.each(TEST_DIALECTS)('the team of an account on %s', (dialect) => {
  let t: TestApp;
  let event: BoothEvent;
  let owner: SignedIn;
  const team = teamClientOf(() => t);
  const as = (member: SignedIn) => ({ token: member.token });

  beforeAll(async () => {
    t = await createTestApp(dialect);
    event = await boothSharingEvent(t, {}, { email: 1, approve_captures: 1 });
    owner = event.member;
  });
  afterAll(() => t.close());

  it('brings an invited operator in by the mailed link, acting on the owner’s events and plan', async () => {
    await team.invite(owner, 'dana@example.com', 'operator');
    const token = await team.invitationToken('dana@example.com');
    const details = replyOf(await callApp(t.app, teamEndpoints.invitation, { params: { token } }));
    expect(details).toMatchObject({ email: 'dana@example.com', role: 'operator', has_login: false });

    const accepted = await callApp(t.app, teamEndpoints.accept, {
      body: { token, password: MEMBER_PASSWORD, first_name: 'Dana', last_name: 'Reyes' },
    });
    const { token: session } = replyOf(accepted);
    const dana = { token: session ?? '', user: replyOf(accepted).user };
    const me = replyOf(await callApp(t.app, accountEndpoints.user, as(dana)));
    expect(me.user.id).toBe(owner.user.id);
    expect(me.member).toEqual({ first_name: 'Dana', last_name: 'Reyes', email: 'dana@example.com', role: 'operator' });
    const ownerView = replyOf(await callApp(t.app, accountEndpoints.user, as(owner)));
    expect(me.user.membership).toEqual(ownerView.user.membership);
    expect(ownerView.member).toBeNull();

    const shown = await callApp(t.app, eventEndpoints.show, { params: { id: event.eventId }, ...as(dana) });
    expect(replyOf(shown).event.id).toBe(event.eventId);
    const billing = await callApp(t.app, smsBillingEndpoints.periods, as(dana));
    expect(errorOf(billing, 403).message).toBe(TEAM_MESSAGES.forbidden);
    const exportLink = await callApp(t.app, leadEndpoints.exportLink, {
      body: { event_id: event.eventId },
      ...as(dana),
    });
    expect(errorOf(exportLink, 403).message).toBe(TEAM_MESSAGES.forbidden);

    // The link works once.
    const again = await callApp(t.app, teamEndpoints.accept, {
      body: { token, password: MEMBER_PASSWORD, first_name: 'Dana', last_name: 'Reyes' },
    });
    expect(errorOf(again, 404).message).toBe(TEAM_MESSAGES.invitationInvalid);
  });

  it("shows each write on the event's activity with who made it", async () => {
    const operator = await team.join(owner, 'operator');
    const decided = await callApp(t.app, moderationEndpoints.decide, {
      body: { event_id: event.eventId, media_ids: [event.photo.id], decision: 'approved' },
      ...as(operator),
    });
    expect(decided.statusCode, decided.body).toBe(200);
    const activity = replyOf(
      await callApp(t.app, teamEndpoints.activity, { params: { id: event.eventId }, ...as(owner) }),
    );
    expect(activity.activity[0]).toMatchObject({
      actor_name: expect.stringMatching(/^Sam operator \d+$/),
      actor_role: 'operator',
      action: 'approved a capture',
    });

    const approvedAll = await callApp(t.app, moderationEndpoints.approveAll, {
      body: { event_id: event.eventId },
      ...as(owner),
    });
    expect(approvedAll.statusCode, approvedAll.body).toBe(200);
    const newest = replyOf(
      await callApp(t.app, teamEndpoints.activity, { params: { id: event.eventId }, ...as(owner) }),
    );
    expect(newest.activity[0]).toMatchObject({ actor_role: 'owner', action: 'approved every pending capture' });
  });

  it('signs a removed member out at once, and a changed role counts from the next call', async () => {
    const admin = await team.join(owner, 'admin');
    const { members } = replyOf(await callApp(t.app, teamEndpoints.list, as(owner)));
    const row = members.find((member) => member.email === admin.user.email);
    expect(row?.role).toBe('admin');
    const show = () => callApp(t.app, eventEndpoints.show, { params: { id: event.eventId }, ...as(admin) });
    expect((await show()).statusCode).toBe(200);

    const changed = await callApp(t.app, teamEndpoints.update, {
      params: { id: row?.id ?? 0 },
      body: { role: 'client', event_ids: [event.eventId] },
      ...as(owner),
    });
    expect(replyOf(changed).member.role).toBe('client');
    expect(errorOf(await show(), 403).message).toBe(TEAM_MESSAGES.forbidden);
    const funnel = await callApp(t.app, analyticsEndpoints.funnel, { params: { id: event.eventId }, ...as(admin) });
    expect(funnel.statusCode).toBe(200);
    const mine = replyOf(await callApp(t.app, teamEndpoints.myEvents, as(admin)));
    expect(mine.events.map((one) => one.id)).toEqual([event.eventId]);

    const removed = await callApp(t.app, teamEndpoints.remove, { params: { id: row?.id ?? 0 }, ...as(owner) });
    expect(replyOf(removed).message).toBe(TEAM_MESSAGES.removed);
    expect((await callApp(t.app, accountEndpoints.user, as(admin))).statusCode).toBe(401);
  });

  it('lets an existing login join with its password, and refuses an expired link', async () => {
    const existing = await registerVerifiedUser(t.app, t.config.dataDir, 'lee@example.com', t.config.appUrl);
    await team.invite(owner, 'lee@example.com', 'admin');
    const token = await team.invitationToken('lee@example.com');
    expect(replyOf(await callApp(t.app, teamEndpoints.invitation, { params: { token } })).has_login).toBe(true);
    const wrong = await callApp(t.app, teamEndpoints.accept, { body: { token, password: 'not-it-at-all' } });
    expect(wrong.statusCode).toBe(422);
    const joined = replyOf(await callApp(t.app, teamEndpoints.accept, { body: { token, password: PASSWORD } }));
    expect(joined.user.id).toBe(existing.user.id);
    const me = replyOf(await callApp(t.app, accountEndpoints.user, { token: joined.token ?? '' }));
    expect(me.user.id).toBe(owner.user.id);
    expect(me.member?.role).toBe('admin');

    await team.invite(owner, 'late@example.com', 'operator');
    const late = await team.invitationToken('late@example.com');
    await t.app.platform.database.db
      .updateTable('team_invitations')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('email', '=', 'late@example.com')
      .execute();
    const expired = await callApp(t.app, teamEndpoints.invitation, { params: { token: late } });
    expect(errorOf(expired, 410).message).toBe(TEAM_MESSAGES.invitationExpired);
  });

  it("refuses a client's invitation without events, and events of another account", async () => {
    const none = await callApp(t.app, teamEndpoints.invite, {
      body: { email: 'kim@example.com', role: 'client', event_ids: [] },
      ...as(owner),
    });
    expect(errorOf(none, 422).errors.event_ids).toEqual([TEAM_MESSAGES.eventsRequired]);
    const other = await boothSharingEvent(t);
    const foreign = await callApp(t.app, teamEndpoints.invite, {
      body: { email: 'kim@example.com', role: 'client', event_ids: [other.eventId] },
      ...as(owner),
    });
    expect(errorOf(foreign, 422).errors.event_ids).toEqual([TEAM_MESSAGES.eventNotYours]);
  });
  it('refuses an account more than 20 invitations an hour, so nobody is mailed again and again', async () => {
    const busy = (await boothSharingEvent(t)).member;
    const invite = () =>
      callApp(t.app, teamEndpoints.invite, {
        body: { email: 'again@example.com', role: 'operator', event_ids: [] },
        ...as(busy),
      });
    for (let sent = 0; sent < 20; sent += 1) expect((await invite()).statusCode).toBe(200);
    const refused = await invite();
    expect(refused.statusCode).toBe(429);
    // Each invitation replaced the one before: one link works.
    expect(replyOf(await callApp(t.app, teamEndpoints.list, as(busy))).invitations).toHaveLength(1);
  });
});
