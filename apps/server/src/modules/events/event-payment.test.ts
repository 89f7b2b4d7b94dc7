import { eventEndpoints } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, replyOf } from '../../test/call-app.ts';
import { type EventsClient, eventsClient } from '../../test/events-client.ts';
import { createHeldGateway } from '../../test/held-gateway.ts';
import { DECLINED_CARD, GOOD_CARD, type SignedIn } from '../../test/packages-client.ts';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../../test/test-app.ts';

describe.each(TEST_DIALECTS)('paying for a single-package event on %s', (dialect) => {
  let t: TestApp;
  let client: EventsClient;
  const gateway = createHeldGateway();
  const paymentBody = (member: SignedIn, eventId: number, device: number, card = GOOD_CARD) => ({
    ...card,
    user_id: member.user.id,
    user_email: member.user.email,
    sources: 'card',
    package_type: 'single',
    event_id: eventId,
    submittedData: { device, price: 1 },
  });
  const pay = (member: SignedIn, eventId: number, device: number, card = GOOD_CARD, key?: string) =>
    client.call(member, eventEndpoints.pay, {
      body: paymentBody(member, eventId, device, card),
      headers: key ? { 'idempotency-key': key } : {},
    });
  const paymentsOf = (userId: number) =>
    t.app.platform.database.db
      .selectFrom('payments')
      .select(['status', 'amount_cents', 'purpose'])
      .where('user_id', '=', userId)
      .where('purpose', 'like', 'event:%')
      .orderBy('id')
      .execute();

  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { paymentGateway: gateway });
    client = eventsClient(t.app, t.config.dataDir, t.config.appUrl);
  });
  afterAll(() => t.close());

  it('asks a single-package organiser to pay before submitting, charges the device price once, then submits', async () => {
    const member = await client.organiser('Single Event');
    const eventId = await client.readyDraft(member);

    const unpaid = await client.call(member, eventEndpoints.finalise, { params: { eventId } });
    expect(unpaid.statusCode).toBe(402);
    expect(errorOf(unpaid, 402).message).toBe(MESSAGES.eventNotPaid);

    const declined = await pay(member, eventId, 2, DECLINED_CARD, 'device-pay-0001');
    expect(declined.statusCode).toBe(402);
    expect(errorOf(declined, 402)).toEqual({
      message: MESSAGES.cardDeclined,
      errors: { cardNumber: [MESSAGES.cardDeclined] },
    });
    expect((await client.show(member, eventId)).is_paid).toBe(false);

    const key = 'device-pay-0002';
    const [first, second] = await Promise.all([
      pay(member, eventId, 2, GOOD_CARD, key),
      pay(member, eventId, 2, GOOD_CARD, key),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(replyOf(first)).toEqual({
      card_info: {
        charge_id: expect.stringMatching(/^ch_test_/),
        brand: 'visa',
        last4: '4242',
        amount: 100,
        currency: 'AUD',
      },
    });
    expect(replyOf(second)).toEqual(replyOf(first));
    const repeated = await pay(member, eventId, 2, GOOD_CARD, key);
    expect(replyOf(repeated)).toEqual(replyOf(first));
    expect(await paymentsOf(member.user.id)).toEqual([
      { status: 'declined', amount_cents: 10000, purpose: `event:${eventId}` },
      { status: 'succeeded', amount_cents: 10000, purpose: `event:${eventId}` },
    ]);
    expect(await client.show(member, eventId)).toMatchObject({ is_paid: true, device: 2 });

    const again = await pay(member, eventId, 3, GOOD_CARD, 'device-pay-0003');
    expect(again.statusCode).toBe(409);
    expect(errorOf(again, 409).message).toBe(MESSAGES.eventAlreadyPaid);

    const stored = await client.call(member, eventEndpoints.finalise, { params: { eventId } });
    expect(stored.statusCode).toBe(200);
    expect(replyOf(stored).event.state).toBe('upcoming');
  });

  it('charges one card for four simultaneous payments for one event without a key', async () => {
    const member = await client.organiser('Single Event');
    const eventId = await client.readyDraft(member);
    const chargesBefore = gateway.charges;
    const cards = ['4242 4242 4242 4242', '5555 5555 5555 4444', '4012 8888 8888 1881', '3782 822463 10005'];
    const replies = await gateway.sendTogether(
      cards.map((cardNumber) => () => pay(member, eventId, 3, { ...GOOD_CARD, cardNumber })),
    );

    expect(gateway.charges - chargesBefore).toBe(1);
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 409, 409, 409]);
    for (const refused of replies.filter((reply) => reply.statusCode === 409)) {
      expect(errorOf(refused, 409)).toEqual({ message: MESSAGES.paymentInProgress });
    }
    expect(await paymentsOf(member.user.id)).toEqual([
      { status: 'succeeded', amount_cents: 15000, purpose: `event:${eventId}` },
    ]);
    expect(await client.show(member, eventId)).toMatchObject({ is_paid: true, device: 3 });
  });

  it('asks for a device from the list and for every card field', async () => {
    const member = await client.organiser('Single Event');
    const eventId = await client.readyDraft(member);
    const noDevice = await pay(member, eventId, 7);
    expect(noDevice.statusCode).toBe(422);
    expect(errorOf(noDevice, 422).errors).toEqual({ 'submittedData.device': [MESSAGES.deviceRequired] });
    const noCard = await client.call(member, eventEndpoints.pay, {
      body: {
        ...paymentBody(member, eventId, 1),
        cardNumber: '',
        cvvNumber: '',
      },
    });
    expect(noCard.statusCode).toBe(422);
    expect(errorOf(noCard, 422).errors).toMatchObject({
      cardNumber: [MESSAGES.required],
      cvvNumber: [MESSAGES.required],
    });
    expect(await paymentsOf(member.user.id)).toEqual([]);
  });

  it('is only for single-package organisers, who submit others directly', async () => {
    const member = await client.organiser('Monthly Pro');
    const eventId = await client.readyDraft(member);
    const reply = await pay(member, eventId, 1);
    expect(reply.statusCode).toBe(403);
    expect(errorOf(reply, 403).message).toBe(MESSAGES.eventPaymentNotNeeded);
    expect((await client.call(member, eventEndpoints.finalise, { params: { eventId } })).statusCode).toBe(200);
  });

  it('pays only for the signed-in account', async () => {
    const member = await client.organiser('Single Event');
    const eventId = await client.readyDraft(member);
    const reply = await client.call(member, eventEndpoints.pay, {
      body: { ...paymentBody(member, eventId, 1), user_id: 99_999 },
    });
    expect(reply.statusCode).toBe(403);
    expect(errorOf(reply, 403).message).toBe(MESSAGES.notYourAccount);
  });

  it('makes a duplicate of a single-package event a draft that must be paid for', async () => {
    const member = await client.organiser('Single Event');
    const eventId = await client.readyDraft(member);
    await pay(member, eventId, 1);
    await client.call(member, eventEndpoints.finalise, { params: { eventId } });
    const copy = await client.call(member, eventEndpoints.duplicate, {
      body: {
        event_id: eventId,
        event_name: 'Second night',
        event_start_date: '2031-01-01 18:00',
        event_end_date: '2031-01-01 23:00',
        life_time: 0,
      },
    });
    expect(copy.statusCode).toBe(200);
    expect(replyOf(copy).event).toMatchObject({ state: 'draft', is_paid: false, device: null });
    expect(
      (await client.call(member, eventEndpoints.finalise, { params: { eventId: replyOf(copy).event.id } })).statusCode,
    ).toBe(402);
  });
});
