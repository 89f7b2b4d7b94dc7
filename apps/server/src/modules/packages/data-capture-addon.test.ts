/** Buying the Data Capture add-on: who may, the charge, declines, retries, what it unlocks and when it ends. */
import { dataCapturePaymentEndpoints, eventEndpoints, packageEndpoints } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, replyOf } from '../../test/call-app.ts';
import { defined } from '../../test/defined.ts';
import { DAY_MS, type EventsClient, eventsClient, OPTION_BODY } from '../../test/events-client.ts';
import { membersOf } from '../../test/members.ts';
import { readOutbox } from '../../test/outbox.ts';
import { DECLINED_CARD, GOOD_CARD, type SignedIn } from '../../test/packages-client.ts';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../../test/test-app.ts';

describe.each(TEST_DIALECTS)('the Data Capture add-on on %s', (dialect) => {
  let t: TestApp;
  let client: EventsClient;
  const { newMember, getUser, paymentsOf } = membersOf(() => t);
  const db = () => t.app.platform.database.db;

  const buy = (member: SignedIn, card: Record<string, string> = GOOD_CARD, idempotencyKey?: string) =>
    client.call(member, dataCapturePaymentEndpoints.pay, {
      body: { user_id: member.user.id, user_email: member.user.email, submittedData: { price: 1 }, ...card },
      headers: idempotencyKey ? { 'idempotency-key': idempotencyKey } : {},
    });
  const offer = async (member: SignedIn) => replyOf(await client.call(member, dataCapturePaymentEndpoints.offer));
  const captureDataOn = async (member: SignedIn) => {
    const eventId = await client.createDraft(member);
    return (await client.call(member, eventEndpoints.saveFeature, { body: { eventId, data_capture: 1 } })).statusCode;
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    client = eventsClient(t.app, t.config.dataDir, t.config.appUrl);
  });
  afterAll(() => t.close());

  it('is refused without a package, with a message saying what to do first', async () => {
    const member = await newMember();
    expect(await offer(member)).toMatchObject({ price: 29, currency: 'AUD', refusal: MESSAGES.addonNeedsMembership });
    const reply = await buy(member);
    expect(reply.statusCode).toBe(403);
    expect(errorOf(reply, 403).message).toBe(MESSAGES.addonNeedsMembership);
    expect(await paymentsOf(member.user.id)).toEqual([]);
  });

  it('is refused on the free trial and when the package already captures data', async () => {
    const trial = await client.organiser('Free Trial');
    expect(errorOf(await buy(trial), 403).message).toBe(MESSAGES.addonNotOnTrial);
    const pro = await client.organiser('Monthly Pro');
    expect(await offer(pro)).toMatchObject({ data_capture: true, refusal: MESSAGES.dataCaptureIncluded });
    const reply = await buy(pro);
    expect(reply.statusCode).toBe(409);
    expect(errorOf(reply, 409).message).toBe(MESSAGES.dataCaptureIncluded);
  });

  it('charges the catalogue price once and switches data capture and the lead form on', async () => {
    const basic = await client.organiser('Monthly Basic');
    const before = await offer(basic);
    expect(before).toEqual({
      price: 29,
      currency: 'AUD',
      data_capture: false,
      until: (await getUser(basic)).membership?.expire_at,
      refusal: null,
    });
    expect(await captureDataOn(basic)).toBe(403);

    const reply = await buy(basic, GOOD_CARD, 'addon-key-1');
    expect(reply.statusCode).toBe(200);
    const { card_info, user } = replyOf(reply);
    expect(card_info).toEqual({
      charge_id: expect.stringMatching(/^ch_test_/),
      brand: 'visa',
      last4: '4242',
      amount: 29,
      currency: 'AUD',
    });
    expect(user.plan_features).toMatchObject({ data_capture: true, form_builder: true, text_messaging: false });
    expect(user.membership?.package_type).toBe('monthly');

    // A retry of the same request replays the answer and charges nothing more.
    const again = await buy(basic, GOOD_CARD, 'addon-key-1');
    expect(again.statusCode).toBe(200);
    expect(replyOf(again).card_info.charge_id).toBe(card_info.charge_id);
    const charged = (await paymentsOf(basic.user.id)).filter((payment) => payment.purpose.startsWith('addon:'));
    expect(charged.map((payment) => [payment.status, payment.amount_cents])).toEqual([['succeeded', 2900]]);

    expect(await captureDataOn(basic)).toBe(200);
    const eventId = await client.createDraft(basic);
    await client.call(basic, eventEndpoints.saveFeature, { body: { eventId, data_capture: 1 } });
    const options = await client.call(basic, eventEndpoints.saveOptions, {
      body: { eventId, ...OPTION_BODY, form_builder: 1 },
    });
    expect(options.statusCode).toBe(200);
    expect((await buy(basic, GOOD_CARD, 'addon-key-2')).statusCode).toBe(409);

    const receipts = (await readOutbox(t.app, t.config.dataDir)).filter((mail) => mail.to.includes(basic.user.email));
    // One receipt for the add-on, however many times the same purchase was sent.
    const addonReceipts = receipts.filter((mail) => mail.subject === 'Your Boothdeck receipt: Data Capture add-on');
    expect(addonReceipts).toHaveLength(1);
  });

  it('keeps data capture off after a declined card, with the reason on the card number', async () => {
    const basic = await client.organiser('Monthly Basic');
    const reply = await buy(basic, DECLINED_CARD);
    expect(reply.statusCode).toBe(402);
    expect(errorOf(reply, 402).errors).toEqual({ cardNumber: [MESSAGES.cardDeclined] });
    expect((await getUser(basic)).plan_features.data_capture).toBe(false);
    expect(await captureDataOn(basic)).toBe(403);
  });

  it('checks the card fields like a package payment', async () => {
    const basic = await client.organiser('Monthly Basic');
    const reply = await buy(basic, { ...GOOD_CARD, cvvNumber: '12a', cardholderName: '' });
    expect(reply.statusCode).toBe(422);
    expect(errorOf(reply, 422).errors).toEqual({
      cvvNumber: [MESSAGES.cvvInvalid],
      cardholderName: [MESSAGES.required],
    });
  });

  it('refuses to buy for another account', async () => {
    const basic = await client.organiser('Monthly Basic');
    const other = await client.organiser('Monthly Basic');
    const reply = await client.call(basic, dataCapturePaymentEndpoints.pay, {
      body: { user_id: other.user.id, user_email: other.user.email, ...GOOD_CARD },
    });
    expect(reply.statusCode).toBe(403);
    expect((await getUser(other)).plan_features.data_capture).toBe(false);
  });

  it('takes its price from the catalogue row, which can be changed in the database', async () => {
    await db()
      .updateTable('catalogue_prices')
      .set({ price: '35.50' })
      .where('code', '=', 'data_capture_addon')
      .execute();
    try {
      const basic = await client.organiser('Yearly Basic');
      expect((await offer(basic)).price).toBe(35.5);
      expect(replyOf(await buy(basic)).card_info.amount).toBe(35.5);
    } finally {
      await db()
        .updateTable('catalogue_prices')
        .set({ price: '29' })
        .where('code', '=', 'data_capture_addon')
        .execute();
    }
  });

  it('ends with the membership it was bought for', async () => {
    const basic = await client.organiser('Monthly Basic');
    expect((await buy(basic)).statusCode).toBe(200);
    const past = new Date(Date.now() - DAY_MS).toISOString();
    await db().updateTable('memberships').set({ expire_at: past }).where('user_id', '=', basic.user.id).execute();
    expect((await getUser(basic)).plan_features.data_capture).toBe(false);
    expect((await offer(basic)).refusal).toBe(MESSAGES.addonNeedsMembership);

    // A new package starts without the add-on.
    const renewed = await client.call(basic, packageEndpoints.membership, {
      body: {
        user_id: basic.user.id,
        user_email: basic.user.email,
        submittedData: { package: defined((await getUser(basic)).membership).package_id },
        ...GOOD_CARD,
      },
    });
    expect(renewed.statusCode).toBe(200);
    expect(replyOf(renewed).user.plan_features.data_capture).toBe(false);
  });
});
