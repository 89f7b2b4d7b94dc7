/** Paying for a package by card: the card checks, the charge, declines and charging only once. */
import { MESSAGES } from '@boothdeck/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_CLAIM_STALE_MS } from '../../platform/payments/payment-claims.ts';
import { errorOf, replyOf } from '../../test/call-app.ts';
import { defined } from '../../test/defined.ts';
import { DAY_MS } from '../../test/events-client.ts';
import { createHeldGateway } from '../../test/held-gateway.ts';
import { membersOf } from '../../test/members.ts';
import { readOutbox } from '../../test/outbox.ts';
import { DECLINED_CARD, GOOD_CARD, packageByName, postMembership } from '../../test/packages-client.ts';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../../test/test-app.ts';

describe.each(TEST_DIALECTS)('paying for a package on %s', (dialect) => {
  let t: TestApp;
  const gateway = createHeldGateway();
  const { newMember, getUser, paymentsOf, membershipsOf } = membersOf(() => t);

  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { paymentGateway: gateway });
  });
  afterAll(() => t.close());

  it('asks for every card field of a paid package, each with its field message', async () => {
    const member = await newMember();
    const reply = await postMembership(t.app, member, 'Monthly Basic');
    expect(reply.statusCode).toBe(422);
    expect(errorOf(reply, 422).errors).toEqual({
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
      expect(errorOf(reply, 422).errors[field]).toEqual([text]);
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
    const { card_info, user } = replyOf(reply);
    expect(card_info).toEqual({
      charge_id: expect.stringMatching(/^ch_test_/),
      brand: 'visa',
      last4: '4242',
      amount: 49,
      currency: 'AUD',
    });
    expect(user).toMatchObject({ expire: 1, membership: { package_type: 'monthly', amount: 49, sources: 'card' } });
    const expires = new Date(defined(defined(user.membership).expire_at));
    const expected = new Date();
    expected.setUTCMonth(expected.getUTCMonth() + 1);
    expect(Math.abs(expires.getTime() - expected.getTime())).toBeLessThan(4 * DAY_MS);

    const receipt = (await readOutbox(t.app, t.config.dataDir)).filter((mail) => mail.to.includes(member.user.email));
    expect(receipt.at(-1)?.subject).toBe('Your Boothdeck receipt: Monthly Basic');
    expect(receipt.at(-1)?.raw).toContain('ending in 4242');
  });

  it('starts a year for a yearly package', async () => {
    const member = await newMember();
    const { user } = replyOf(await postMembership(t.app, member, 'Yearly Pro', { card: GOOD_CARD }));
    const lasts = Date.parse(defined(defined(user.membership).expire_at)) - Date.now();
    expect(lasts).toBeGreaterThan(364 * DAY_MS);
    expect(lasts).toBeLessThanOrEqual(366 * DAY_MS);
    expect(user.membership?.amount).toBe(990);
  });

  it('answers a declined card with 402 and the reason, and changes nothing', async () => {
    const member = await newMember();
    await postMembership(t.app, member, 'Free Trial');
    const before = await getUser(member);
    const reply = await postMembership(t.app, member, 'Monthly Pro', { card: DECLINED_CARD });
    expect(reply.statusCode).toBe(402);
    expect(errorOf(reply, 402)).toEqual({
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
    expect(replyOf(first).card_info.charge_id).toBe(replyOf(second).card_info.charge_id);
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
      expect(errorOf(refused, 409)).toEqual({ message: MESSAGES.paymentInProgress });
    }
    expect((await paymentsOf(member.user.id)).map((payment) => payment.status)).toEqual(['succeeded']);
    expect(await membershipsOf(member.user.id)).toHaveLength(1);
    expect((await getUser(member)).membership?.package_type).toBe('monthly');

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
    expect(errorOf(refused, 409).message).toBe(MESSAGES.paymentInProgress);
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
});
