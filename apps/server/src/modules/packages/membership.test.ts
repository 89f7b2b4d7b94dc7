/** Choosing a package: the trial, the single package, upgrades, expiry and the catalogue's features. */
import { MESSAGES } from '@boothdeck/contract/messages';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { errorOf, replyOf } from '../../test/call-app.ts';
import { defined } from '../../test/defined.ts';
import { DAY_MS } from '../../test/events-client.ts';
import { membersOf } from '../../test/members.ts';
import { GOOD_CARD, postMembership } from '../../test/packages-client.ts';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../../test/test-app.ts';
import { CATALOGUE_FEATURES_TTL_MS } from './membership-state.ts';

describe.each(TEST_DIALECTS)('choosing a package on %s', (dialect) => {
  let t: TestApp;
  const { newMember, getUser, membershipsOf } = membersOf(() => t);

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('starts a 14-day trial without a card, with the trial plan features, once per account', async () => {
    const member = await newMember();
    expect(await getUser(member)).toMatchObject({ expire: 0, membership: null, trial_used: false });

    const reply = await postMembership(t.app, member, 'Free Trial');
    expect(reply.statusCode).toBe(200);
    const { card_info, user } = replyOf(reply);
    expect(card_info).toEqual({ charge_id: null, brand: null, last4: null, amount: 0, currency: 'AUD' });
    expect(user).toMatchObject({
      expire: 1,
      trial_used: true,
      membership: { package_type: 'trial', our_package: { name: 'Free Trial', package_type: { type: 'trial' } } },
      plan_features: { data_capture: false, custom_branding: false, email: true, microsite: true },
    });
    const lasts = Date.parse(defined(defined(user.membership).expire_at)) - Date.now();
    expect(lasts).toBeGreaterThan(13.9 * DAY_MS);
    expect(lasts).toBeLessThanOrEqual(14 * DAY_MS);
    expect(await getUser(member)).toEqual(user);

    const again = await postMembership(t.app, member, 'Free Trial');
    expect(again.statusCode).toBe(409);
    expect(errorOf(again, 409).message).toBe(MESSAGES.alreadyOnPackage);
    expect((await postMembership(t.app, member, 'Single Event')).statusCode).toBe(200);
    const backToTrial = await postMembership(t.app, member, 'Free Trial');
    expect(backToTrial.statusCode).toBe(409);
    expect(errorOf(backToTrial, 409).message).toBe(MESSAGES.trialUsed);
  });

  it('starts a single package that never expires, with every feature', async () => {
    const member = await newMember();
    const { user, card_info } = replyOf(await postMembership(t.app, member, 'Single Event'));
    expect(card_info.charge_id).toBeNull();
    expect(user.membership).toMatchObject({ package_type: 'single', expire_at: null, amount: 0, sources: null });
    expect(Object.values(user.plan_features).every(Boolean)).toBe(true);
  });

  it('keeps the free trial for accounts that never had a package: a paying member keeps the paid plan', async () => {
    const paying = await newMember();
    await postMembership(t.app, paying, 'Monthly Pro', { card: GOOD_CARD });
    const refused = await postMembership(t.app, paying, 'Free Trial');
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused, 403)).toEqual({ message: MESSAGES.trialForNewAccounts });
    expect(await getUser(paying)).toMatchObject({
      expire: 1,
      trial_used: false,
      membership: { package_type: 'monthly' },
      plan_features: { data_capture: true },
    });
    expect((await membershipsOf(paying.user.id)).map((row) => row.ended_at)).toEqual([null]);

    const single = await newMember();
    await postMembership(t.app, single, 'Single Event');
    expect(errorOf(await postMembership(t.app, single, 'Free Trial'), 403).message).toBe(MESSAGES.trialForNewAccounts);
    expect((await getUser(single)).membership?.package_type).toBe('single');
  });

  it('refuses to buy for another account and an unknown package', async () => {
    const member = await newMember();
    const other = await newMember();
    const forOther = await postMembership(t.app, member, 'Single Event', {
      body: { user_id: other.user.id, user_email: other.user.email },
    });
    expect(forOther.statusCode).toBe(403);
    const unknown = await postMembership(t.app, member, 'Single Event', {
      body: { submittedData: { package: 999_999 } },
    });
    expect(unknown.statusCode).toBe(422);
    expect(errorOf(unknown, 422).errors['submittedData.package']).toEqual([MESSAGES.packageNotFound]);
    expect((await getUser(other)).membership).toBeNull();
  });

  it('turns an expired membership off, and choosing a package again turns it back on', async () => {
    const member = await newMember();
    await postMembership(t.app, member, 'Monthly Pro', { card: GOOD_CARD });
    await t.app.platform.database.db
      .updateTable('memberships')
      .set({ expire_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', member.user.id)
      .execute();
    const expired = await getUser(member);
    expect(expired.expire).toBe(0);
    expect(expired.membership?.package_type).toBe('monthly');
    expect(Object.values(expired.plan_features).some(Boolean)).toBe(false);

    const renewed = await postMembership(t.app, member, 'Monthly Pro', { card: GOOD_CARD });
    expect(renewed.statusCode).toBe(200);
    expect(replyOf(renewed).user.expire).toBe(1);
    expect(replyOf(renewed).user.plan_features.data_capture).toBe(true);
  });

  it('turns a membership off when its expiry passes, with nothing written in between', async () => {
    const member = await newMember();
    await postMembership(t.app, member, 'Monthly Pro', { card: GOOD_CARD });
    // A clock of its own, so the catalogue's features are read once at its start and stay the same.
    const start = Date.now() + 10 * 60 * 1000;
    const expireAt = new Date(start + 1000).toISOString();
    await t.app.platform.database.db
      .updateTable('memberships')
      .set({ expire_at: expireAt })
      .where('user_id', '=', member.user.id)
      .execute();
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    try {
      // Asked twice: an answer from the first call must not outlast the expiry.
      expect((await getUser(member)).expire).toBe(1);
      const active = await getUser(member);
      expect(active.expire).toBe(1);
      expect(active.plan_features.data_capture).toBe(true);

      vi.setSystemTime(Date.parse(expireAt) + 1);
      const expired = await getUser(member);
      expect(expired.expire).toBe(0);
      expect(expired.membership?.expire_at).toBe(expireAt);
      expect(Object.values(expired.plan_features).some(Boolean)).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('upgrades a trial to a paid plan: the trial ends and the new features apply', async () => {
    const member = await newMember();
    await postMembership(t.app, member, 'Free Trial');
    const { user } = replyOf(await postMembership(t.app, member, 'Yearly Pro', { card: GOOD_CARD }));
    expect(user.membership?.package_type).toBe('yearly');
    expect(user.plan_features).toMatchObject({ data_capture: true, custom_branding: true, text_messaging: true });
    const rows = await t.app.platform.database.db
      .selectFrom('memberships')
      .select(['ended_at'])
      .where('user_id', '=', member.user.id)
      .orderBy('id')
      .execute();
    expect(rows.map((row) => row.ended_at === null)).toEqual([false, true]);
  });

  it('takes plan features from the catalogue: switching an item on changes what members get within a minute', async () => {
    const member = await newMember();
    await postMembership(t.app, member, 'Monthly Basic', { card: GOOD_CARD });
    expect((await getUser(member)).plan_features.data_capture).toBe(false);
    const db = t.app.platform.database.db;
    const basic = await db
      .selectFrom('our_packages')
      .select('id')
      .where('name', '=', 'Monthly Basic')
      .executeTakeFirstOrThrow();
    const item = await db
      .selectFrom('package_items')
      .select('id')
      .where('feature', '=', 'data_capture')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('package_item_values')
      .set({ value: 'true' })
      .where('our_package_id', '=', basic.id)
      .where('package_item_id', '=', item.id)
      .execute();
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + CATALOGUE_FEATURES_TTL_MS });
    try {
      expect((await getUser(member)).plan_features.data_capture).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
