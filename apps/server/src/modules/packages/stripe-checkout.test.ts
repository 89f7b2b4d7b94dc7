/**
 * Paying for a package with PAYMENT_GATEWAY=stripe: Stripe Checkout through a stub of Stripe's API
 * on this machine, and Stripe's signed events posted to the webhook as Stripe would post them.
 */
import { type MembershipCheckoutBody, PAYMENT_MESSAGES, paymentEndpoints } from '@boothdeck/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApp, errorOf, replyOf } from '../../test/call-app.ts';
import { defined } from '../../test/defined.ts';
import { DAY_MS } from '../../test/events-client.ts';
import { membersOf } from '../../test/members.ts';
import { GOOD_CARD, packageByName, postMembership, type SignedIn } from '../../test/packages-client.ts';
import { messageOf, stripeReceiptOf } from '../../test/plain-replies.ts';
import { STUB_STRIPE_KEYS, type StripeStub, startStripeStub } from '../../test/stripe-stub.ts';
import { postStripeEvent } from '../../test/stripe-webhook-client.ts';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../../test/test-app.ts';

describe.each(TEST_DIALECTS)('paying through Stripe Checkout on %s', (dialect) => {
  let t: TestApp;
  let stripe: StripeStub;
  const { newMember, getUser, paymentsOf, membershipsOf } = membersOf(() => t);

  beforeAll(async () => {
    stripe = await startStripeStub();
    t = await createTestApp(dialect, {
      paymentGateway: 'stripe',
      stripe: { ...STUB_STRIPE_KEYS, apiUrl: stripe.url },
    });
  });
  afterAll(async () => {
    await t?.close();
    await stripe?.close();
  });

  async function checkout(member: SignedIn, packageName: string, idempotencyKey?: string) {
    const chosen = await packageByName(t.app, member.token, packageName);
    const body: MembershipCheckoutBody = {
      user_id: member.user.id,
      user_email: member.user.email,
      submittedData: { package: chosen.id },
    };
    return callApp(t.app, paymentEndpoints.membershipCheckout, {
      token: member.token,
      body,
      headers: idempotencyKey ? { 'idempotency-key': idempotencyKey } : {},
    });
  }

  /** A member who has paid for Monthly Basic on Checkout, and the address of the page they paid on. */
  async function paidMember() {
    const member = await newMember();
    const { checkout_url } = replyOf(await checkout(member, 'Monthly Basic'));
    expect((await postStripeEvent(t.app, stripe.completed(checkout_url))).statusCode).toBe(200);
    expect((await getUser(member)).expire).toBe(1);
    return { member, url: checkout_url };
  }

  it('tells the web that Stripe runs: real payments, through Checkout', async () => {
    const member = await newMember();
    expect(replyOf(await callApp(t.app, paymentEndpoints.gateway, { token: member.token }))).toEqual({
      gateway: 'stripe',
      simulated: false,
      paid_packages: true,
      checkout: true,
    });
  });

  it('sends the organiser to Checkout, and starts the package when Stripe says it is paid', async () => {
    const member = await newMember();
    const reply = await checkout(member, 'Monthly Basic', 'checkout-key-0001');
    expect(reply.statusCode).toBe(200);
    const { checkout_url } = replyOf(reply);
    expect(checkout_url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);

    // What Stripe was asked for: the catalogue's price, a monthly subscription, and our way back.
    const sent = stripe.requests.at(-1);
    expect(sent?.idempotencyKey).toBe(`${member.user.id}:checkout-key-0001`);
    expect(sent?.version).toBe('2024-06-20');
    expect(Object.fromEntries(sent?.fields ?? [])).toMatchObject({
      mode: 'subscription',
      customer_email: member.user.email,
      'line_items[0][price_data][currency]': 'aud',
      'line_items[0][price_data][unit_amount]': '4900',
      'line_items[0][price_data][recurring][interval]': 'month',
      'line_items[0][price_data][product_data][name]': 'Boothdeck Monthly Basic',
      success_url: 'http://boothdeck.test/event/payment/confirming?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://boothdeck.test/event/type',
    });

    // Nothing is granted before Stripe's event: leaving the page unpaid leaves no package.
    expect(await getUser(member)).toMatchObject({ expire: 0, membership: null });
    expect((await paymentsOf(member.user.id)).map((payment) => payment.status)).toEqual(['pending']);

    const delivered = await postStripeEvent(t.app, stripe.completed(checkout_url));
    expect(delivered.statusCode).toBe(200);
    expect(await getUser(member)).toMatchObject({
      expire: 1,
      membership: { our_package: { name: 'Monthly Basic' }, amount: 49 },
      plan_features: { data_capture: false },
    });
    const [payment] = await paymentsOf(member.user.id);
    expect(payment).toMatchObject({ status: 'succeeded', gateway: 'stripe', amount_cents: 4900, card_last4: null });
    expect(payment?.charge_id).toMatch(/^sub_test_/);
  });

  it('answers a repeated request (same Idempotency-Key) with the same Checkout page', async () => {
    const member = await newMember();
    const sessionsBefore = stripe.sessions.length;
    const first = replyOf(await checkout(member, 'Yearly Pro', 'same-checkout-key'));
    const again = replyOf(await checkout(member, 'Yearly Pro', 'same-checkout-key'));
    expect(again.checkout_url).toBe(first.checkout_url);
    expect(stripe.sessions.length).toBe(sessionsBefore + 1);
    expect(await paymentsOf(member.user.id)).toHaveLength(1);
  });

  it('applies an event delivered twice once', async () => {
    const member = await newMember();
    const { checkout_url } = replyOf(await checkout(member, 'Monthly Pro'));
    const completed = stripe.completed(checkout_url);
    const first = await postStripeEvent(t.app, completed);
    const second = await postStripeEvent(t.app, completed);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(stripeReceiptOf(second)).toEqual({ received: true, repeated: true });
    expect(await membershipsOf(member.user.id)).toHaveLength(1);

    // A refund replayed after the member paid again must not end the new package either.
    const refund = stripe.refunded(checkout_url);
    await postStripeEvent(t.app, refund);
    expect((await getUser(member)).expire).toBe(0);
    const { checkout_url: again } = replyOf(await checkout(member, 'Monthly Pro'));
    await postStripeEvent(t.app, stripe.completed(again));
    expect((await getUser(member)).expire).toBe(1);
    expect(stripeReceiptOf(await postStripeEvent(t.app, refund))).toEqual({ received: true, repeated: true });
    expect((await getUser(member)).expire).toBe(1);
  });

  it('moves the end of the paid time on by a period when a renewal is paid (invoice.paid)', async () => {
    const { member, url } = await paidMember();
    const before = defined((await getUser(member)).membership?.expire_at);
    expect((await postStripeEvent(t.app, stripe.renewed(url))).statusCode).toBe(200);
    const after = defined((await getUser(member)).membership?.expire_at);
    const expected = new Date(before);
    expected.setUTCMonth(expected.getUTCMonth() + 1);
    expect(Math.abs(Date.parse(after) - expected.getTime())).toBeLessThan(4 * DAY_MS);
    expect((await getUser(member)).expire).toBe(1);
  });

  it('ends the paid time when a renewal fails (invoice.payment_failed)', async () => {
    const { member, url } = await paidMember();
    expect((await postStripeEvent(t.app, stripe.renewalFailed(url))).statusCode).toBe(200);
    expect(await getUser(member)).toMatchObject({
      expire: 0,
      membership: { our_package: { name: 'Monthly Basic' } },
      plan_features: { email: false },
    });
  });

  it('ends the package when its charge is refunded (charge.refunded)', async () => {
    const { member, url } = await paidMember();
    expect((await postStripeEvent(t.app, stripe.refunded(url))).statusCode).toBe(200);
    expect((await getUser(member)).expire).toBe(0);
    expect((await paymentsOf(member.user.id)).map((payment) => payment.status)).toEqual(['refunded']);
  });

  it('cancels the Stripe subscription of a package given up for another, so it is not charged again', async () => {
    const { member, url } = await paidMember();
    const replaced = stripe.session(url).subscription;
    const { checkout_url } = replyOf(await checkout(member, 'Yearly Pro'));
    expect(stripe.cancelled).not.toContain(replaced);
    await postStripeEvent(t.app, stripe.completed(checkout_url));
    expect(await getUser(member)).toMatchObject({ expire: 1, membership: { our_package: { name: 'Yearly Pro' } } });
    expect(stripe.cancelled).toContain(replaced);
    expect(stripe.cancelled).not.toContain(stripe.session(checkout_url).subscription);
  });

  it('sells the Data Capture add-on through Checkout too, paid once, and takes it back on a refund', async () => {
    const { member } = await paidMember();
    const body = { user_id: member.user.id, user_email: member.user.email };
    const reply = await callApp(t.app, paymentEndpoints.dataCaptureCheckout, { token: member.token, body });
    expect(reply.statusCode).toBe(200);
    const { checkout_url } = replyOf(reply);
    expect(Object.fromEntries(stripe.requests.at(-1)?.fields ?? [])).toMatchObject({
      mode: 'payment',
      'line_items[0][price_data][unit_amount]': '2900',
      success_url: 'http://boothdeck.test/data-capture/payment/confirming?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://boothdeck.test/data-capture/payment',
    });
    expect((await getUser(member)).plan_features.data_capture).toBe(false);

    await postStripeEvent(t.app, stripe.completed(checkout_url));
    expect((await getUser(member)).plan_features).toMatchObject({ data_capture: true, form_builder: true });
    // Bought already: a second checkout is refused as a second card purchase would be.
    const again = await callApp(t.app, paymentEndpoints.dataCaptureCheckout, { token: member.token, body });
    expect(again.statusCode).toBe(409);

    await postStripeEvent(t.app, stripe.refunded(checkout_url));
    expect((await getUser(member)).plan_features.data_capture).toBe(false);
    expect((await getUser(member)).expire).toBe(1);
  });

  it("ignores a completed checkout of another install on the same Stripe account, even one naming our payment's id", async () => {
    const member = await newMember();
    const { checkout_url } = replyOf(await checkout(member, 'Monthly Basic'));
    const ours = stripe.completed(checkout_url);
    const theirs = {
      ...ours,
      id: `${ours.id}_elsewhere`,
      data: { object: { ...ours.data.object, id: 'cs_test_elsewhere' } },
    };
    expect((await postStripeEvent(t.app, theirs)).statusCode).toBe(200);
    expect(await getUser(member)).toMatchObject({ expire: 0, membership: null });
    expect((await paymentsOf(member.user.id)).map((payment) => payment.status)).toEqual(['pending']);
  });

  it('refuses an event with a bad, missing or stale signature with 400, applying nothing', async () => {
    const member = await newMember();
    const { checkout_url } = replyOf(await checkout(member, 'Monthly Basic'));
    const completed = stripe.completed(checkout_url);
    const tenMinutesAgo = Math.floor(Date.now() / 1000) - 600;
    const refusals = [
      await postStripeEvent(t.app, completed, { secret: 'whsec_someoneElse' }),
      await postStripeEvent(t.app, completed, { signature: 'nonsense' }),
      await postStripeEvent(t.app, completed, { signature: '' }),
      await postStripeEvent(t.app, completed, { timestamp: tenMinutesAgo }),
    ];
    for (const reply of refusals) {
      expect(reply.statusCode).toBe(400);
      expect(messageOf(reply)).toBe('The signature of this event is not valid.');
    }
    expect(await getUser(member)).toMatchObject({ expire: 0, membership: null });
    // The same event, signed properly, still counts: the refusals did not use it up.
    expect(stripeReceiptOf(await postStripeEvent(t.app, completed))).toEqual({ received: true, repeated: false });
    expect((await getUser(member)).expire).toBe(1);
  });

  it('never takes card fields while Stripe runs: the card form is refused and nothing is charged', async () => {
    const member = await newMember();
    const reply = await postMembership(t.app, member, 'Monthly Basic', { card: GOOD_CARD });
    expect(reply.statusCode).toBe(409);
    expect(errorOf(reply, 409).message).toBe(PAYMENT_MESSAGES.useCheckout);
    expect(await paymentsOf(member.user.id)).toEqual([]);
    // Free packages still go through the usual call.
    expect((await postMembership(t.app, member, 'Free Trial')).statusCode).toBe(200);
  });
});
