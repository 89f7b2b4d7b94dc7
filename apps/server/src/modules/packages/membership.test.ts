import { MESSAGES } from '@boothdeck/contract/messages';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PAYMENT_CLAIM_STALE_MS } from '../../platform/payments/payment-claims.ts';
import { registerVerifiedUser } from '../../test/accounts-client.ts';
import { createHeldGateway } from '../../test/held-gateway.ts';
import { readOutbox } from '../../test/outbox.ts';
import { DECLINED_CARD, GOOD_CARD, packageByName, postMembership, type SignedIn } from '../../test/packages-client.ts';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../../test/test-app.ts';
import { CATALOGUE_FEATURES_TTL_MS } from './membership-state.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(TEST_DIALECTS)('choosing and paying for a package on %s', (dialect) => {
  let t: TestApp;
  const gateway = createHeldGateway();
  let counter = 0;
  const newMember = () =>
    registerVerifiedUser(t.app, t.config.dataDir, `member${++counter}@example.com`, t.config.appUrl);
  const getUser = async (member: SignedIn) =>
    (await t.app.inject({ url: '/api/v1/user', headers: { authorization: `Bearer ${member.token}` } })).json().user;
  const paymentsOf = (userId: number) =>
    t.app.platform.database.db.selectFrom('payments').selectAll().where('user_id', '=', userId).execute();

  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { paymentGateway: gateway });
  });
  afterAll(() => t.close());
  const membershipsOf = (userId: number) =>
    t.app.platform.database.db
      .selectFrom('memberships')
      .select(['our_package_id', 'ended_at'])
      .where('user_id', '=', userId)
      .execute();

  it('starts a 14-day trial without a card, with the trial plan features, once per account', async () => {
    const member = await newMember();
    expect(await getUser(member)).toMatchObject({ expire: 0, membership: null, trial_used: false });

    const reply = await postMembership(t.app, member, 'Free Trial');
    expect(reply.statusCode).toBe(200);
    const { card_info, user } = reply.json();
    expect(card_info).toEqual({ charge_id: null, brand: null, last4: null, amount: 0, currency: 'AUD' });
    expect(user).toMatchObject({
      expire: 1,
      trial_used: true,
      membership: { package_type: 'trial', our_package: { name: 'Free Trial', package_type: { type: 'trial' } } },
      plan_features: { data_capture: false, custom_branding: false, email: true, microsite: true },
    });
    const lasts = Date.parse(user.membership.expire_at) - Date.now();
    expect(lasts).toBeGreaterThan(13.9 * DAY_MS);
    expect(lasts).toBeLessThanOrEqual(14 * DAY_MS);
    expect(await getUser(member)).toEqual(user);

    const again = await postMembership(t.app, member, 'Free Trial');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MESSAGES.alreadyOnPackage);
    expect((await postMembership(t.app, member, 'Single Event')).statusCode).toBe(200);
    const backToTrial = await postMembership(t.app, member, 'Free Trial');
    expect(backToTrial.statusCode).toBe(409);
    expect(backToTrial.json().message).toBe(MESSAGES.trialUsed);
  });

  it('starts a single package that never expires, with every feature', async () => {
    const member = await newMember();
    const { user, card_info } = (await postMembership(t.app, member, 'Single Event')).json();
    expect(card_info.charge_id).toBeNull();
    expect(user.membership).toMatchObject({ package_type: 'single', expire_at: null, amount: 0, sources: null });
    expect(Object.values(user.plan_features).every(Boolean)).toBe(true);
  });

  it('asks for every card field of a paid package, with the spec texts', async () => {
    const member = await newMember();
    const reply = await postMembership(t.app, member, 'Monthly Basic');
    expect(reply.statusCode).toBe(422);
    expect(reply.json().errors).toEqual({
      cardNumber: [MESSAGES.required],
      cardholderName: [MESSAGES.required],
      expiryMonth: [MESSAGES.required],
      expiryYear: [MESSAGES.required],
      cvvNumber: [MESSAGES.required],
    });
  });

  it('checks the card on the server: Luhn, month, a future expiry, CVV digits', async () => {
    const member = await newMember();
    const lastYear = String((new Date().getUTCFullYear() - 1) % 100).padStart(2, '0');
    const cases: [Record<string, string>, string, string][] = [
      [{ cardNumber: '4242 4242 4242 4241' }, 'cardNumber', MESSAGES.cardNumberInvalid],
      [{ cardNumber: '4242-abcd' }, 'cardNumber', MESSAGES.cardNumberInvalid],
      [{ expiryMonth: '13' }, 'expiryMonth', MESSAGES.expiryMonthInvalid],
      [{ expiryYear: '2' }, 'expiryYear', MESSAGES.expiryYearInvalid],
      [{ expiryYear: lastYear }, 'expiryYear', MESSAGES.cardExpired],
      [{ cvvNumber: '12a' }, 'cvvNumber', MESSAGES.cvvInvalid],
      [{ cvvNumber: '1234567' }, 'cvvNumber', 'This field may not be greater than 6 characters'],
    ];
    for (const [change, field, text] of cases) {
      const reply = await postMembership(t.app, member, 'Monthly Basic', { card: { ...GOOD_CARD, ...change } });
      expect(reply.statusCode, JSON.stringify(change)).toBe(422);
      expect(reply.json().errors[field]).toEqual([text]);
    }
    expect(await paymentsOf(member.user.id)).toEqual([]);
  });

  it('charges the catalogue price, not the price the client sends, and starts a month', async () => {
    const member = await newMember();
    const reply = await postMembership(t.app, member, 'Monthly Basic', {
      card: GOOD_CARD,
      body: { submittedData: { package: (await packageByName(t.app, member.token, 'Monthly Basic')).id, price: 1 } },
    });
    expect(reply.statusCode).toBe(200);
    const { card_info, user } = reply.json();
    expect(card_info).toEqual({
      charge_id: expect.stringMatching(/^ch_test_/),
      brand: 'visa',
      last4: '4242',
      amount: 49,
      currency: 'AUD',
    });
    expect(user).toMatchObject({ expire: 1, membership: { package_type: 'monthly', amount: 49, sources: 'card' } });
    const expires = new Date(user.membership.expire_at);
    const expected = new Date();
    expected.setUTCMonth(expected.getUTCMonth() + 1);
    expect(Math.abs(expires.getTime() - expected.getTime())).toBeLessThan(4 * DAY_MS);

    const receipt = (await readOutbox(t.app, t.config.dataDir)).filter((mail) => mail.to.includes(member.user.email));
    expect(receipt.at(-1)?.subject).toBe('Your Boothdeck receipt: Monthly Basic');
    expect(receipt.at(-1)?.raw).toContain('ending in 4242');
  });

  it('starts a year for a yearly package', async () => {
    const member = await newMember();
    const { user } = (await postMembership(t.app, member, 'Yearly Pro', { card: GOOD_CARD })).json();
    const lasts = Date.parse(user.membership.expire_at) - Date.now();
    expect(lasts).toBeGreaterThan(364 * DAY_MS);
    expect(lasts).toBeLessThanOrEqual(366 * DAY_MS);
    expect(user.membership.amount).toBe(990);
  });

  it('answers a declined card with 402 and the reason, and changes nothing', async () => {
    const member = await newMember();
    await postMembership(t.app, member, 'Free Trial');
    const before = await getUser(member);
    const reply = await postMembership(t.app, member, 'Monthly Pro', { card: DECLINED_CARD });
    expect(reply.statusCode).toBe(402);
    expect(reply.json()).toEqual({
      message: MESSAGES.cardDeclined,
      errors: { cardNumber: [MESSAGES.cardDeclined] },
    });
    expect(await getUser(member)).toEqual(before);
    expect((await paymentsOf(member.user.id)).map((payment) => payment.status)).toEqual(['declined']);
  });

  it('charges once for a double-clicked Subscribe that sends the same idempotency key', async () => {
    const member = await newMember();
    const key = 'subscribe-7f3c2a9e-double';
    const [first, second] = await Promise.all([
      postMembership(t.app, member, 'Monthly Pro', { card: GOOD_CARD, idempotencyKey: key }),
      postMembership(t.app, member, 'Monthly Pro', { card: GOOD_CARD, idempotencyKey: key }),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(first.json().card_info.charge_id).toBe(second.json().card_info.charge_id);
    expect(await paymentsOf(member.user.id)).toHaveLength(1);
    const memberships = await t.app.platform.database.db
      .selectFrom('memberships')
      .select('id')
      .where('user_id', '=', member.user.id)
      .execute();
    expect(memberships).toHaveLength(1);
  });

  it('charges once for four simultaneous Subscribes without a key, refusing the others while the first is charged', async () => {
    const member = await newMember();
    const chargesBefore = gateway.charges;
    const subscribe = () => postMembership(t.app, member, 'Monthly Pro', { card: GOOD_CARD });
    const replies = await gateway.sendTogether([subscribe, subscribe, subscribe, subscribe]);

    expect(gateway.charges - chargesBefore).toBe(1);
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 409, 409, 409]);
    for (const refused of replies.filter((reply) => reply.statusCode === 409)) {
      expect(refused.json()).toEqual({ message: MESSAGES.paymentInProgress });
    }
    expect((await paymentsOf(member.user.id)).map((payment) => payment.status)).toEqual(['succeeded']);
    expect(await membershipsOf(member.user.id)).toHaveLength(1);
    expect((await getUser(member)).membership.package_type).toBe('monthly');

    // Once the first has finished, the same account can pay again (here: switch to another plan).
    expect((await postMembership(t.app, member, 'Yearly Pro', { card: GOOD_CARD })).statusCode).toBe(200);
  });

  it('refuses a payment while another server process holds the claim, and takes over a claim left by one that died', async () => {
    const member = await newMember();
    const db = t.app.platform.database.db;
    const claim = { user_id: member.user.id, scope: 'membership', token: 'other-process', idempotency_key: null };
    await db
      .insertInto('payment_claims')
      .values({ ...claim, claimed_at: new Date().toISOString() })
      .execute();
    const refused = await postMembership(t.app, member, 'Monthly Pro', { card: GOOD_CARD });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(MESSAGES.paymentInProgress);
    expect(await paymentsOf(member.user.id)).toEqual([]);

    await db
      .updateTable('payment_claims')
      .set({ claimed_at: new Date(Date.now() - PAYMENT_CLAIM_STALE_MS - 60_000).toISOString() })
      .where('user_id', '=', member.user.id)
      .execute();
    const taken = await postMembership(t.app, member, 'Monthly Pro', { card: GOOD_CARD });
    expect(taken.statusCode).toBe(200);
    expect(await db.selectFrom('payment_claims').selectAll().where('user_id', '=', member.user.id).execute()).toEqual(
      [],
    );
  });

  it('keeps the free trial for accounts that never had a package: a paying member keeps the paid plan', async () => {
    const paying = await newMember();
    await postMembership(t.app, paying, 'Monthly Pro', { card: GOOD_CARD });
    const refused = await postMembership(t.app, paying, 'Free Trial');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: MESSAGES.trialForNewAccounts });
    expect(await getUser(paying)).toMatchObject({
      expire: 1,
      trial_used: false,
      membership: { package_type: 'monthly' },
      plan_features: { data_capture: true },
    });
    expect((await membershipsOf(paying.user.id)).map((row) => row.ended_at)).toEqual([null]);

    const single = await newMember();
    await postMembership(t.app, single, 'Single Event');
    expect((await postMembership(t.app, single, 'Free Trial')).json().message).toBe(MESSAGES.trialForNewAccounts);
    expect((await getUser(single)).membership.package_type).toBe('single');
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
    expect(unknown.json().errors['submittedData.package']).toEqual([MESSAGES.packageNotFound]);
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
    expect(expired.membership.package_type).toBe('monthly');
    expect(Object.values(expired.plan_features).some(Boolean)).toBe(false);

    const renewed = await postMembership(t.app, member, 'Monthly Pro', { card: GOOD_CARD });
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json().user.expire).toBe(1);
    expect(renewed.json().user.plan_features.data_capture).toBe(true);
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
      expect(expired.membership.expire_at).toBe(expireAt);
      expect(Object.values(expired.plan_features).some(Boolean)).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('upgrades a trial to a paid plan: the trial ends and the new features apply', async () => {
    const member = await newMember();
    await postMembership(t.app, member, 'Free Trial');
    const { user } = (await postMembership(t.app, member, 'Yearly Pro', { card: GOOD_CARD })).json();
    expect(user.membership.package_type).toBe('yearly');
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
