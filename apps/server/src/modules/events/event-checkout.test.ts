/** A single-package organiser pays for an event's device on Stripe Checkout (a stub of Stripe's API on this machine). */
import { eventEndpoints, paymentEndpoints } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, replyOf } from '../../test/call-app.ts';
import { type EventsClient, eventsClient } from '../../test/events-client.ts';
import type { SignedIn } from '../../test/packages-client.ts';
import { STUB_STRIPE_KEYS, type StripeStub, startStripeStub } from '../../test/stripe-stub.ts';
import { postStripeEvent } from '../../test/stripe-webhook-client.ts';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../../test/test-app.ts';

describe.each(TEST_DIALECTS)("paying for an event's device through Stripe Checkout on %s", (dialect) => {
  let t: TestApp;
  let stripe: StripeStub;
  let client: EventsClient;
  const checkout = (member: SignedIn, eventId: number, device: number) =>
    client.call(member, paymentEndpoints.eventCheckout, {
      body: { event_id: eventId, user_id: member.user.id, user_email: member.user.email, submittedData: { device } },
    });

  beforeAll(async () => {
    stripe = await startStripeStub();
    t = await createTestApp(dialect, { paymentGateway: 'stripe', stripe: { ...STUB_STRIPE_KEYS, apiUrl: stripe.url } });
    client = eventsClient(t.app, t.config.dataDir, t.config.appUrl);
  });
  afterAll(async () => {
    await t?.close();
    await stripe?.close();
  });

  it('marks the event paid when Stripe says so, lets it be submitted, and unpaid again on a refund', async () => {
    const member = await client.organiser('Single Event');
    const eventId = await client.readyDraft(member);
    const reply = await checkout(member, eventId, 2);
    expect(reply.statusCode).toBe(200);
    const { checkout_url } = replyOf(reply);
    expect(Object.fromEntries(stripe.requests.at(-1)?.fields ?? [])).toMatchObject({
      mode: 'payment',
      success_url: 'http://boothdeck.test/event/device/confirming?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://boothdeck.test/event/device',
    });
    expect((await client.show(member, eventId)).is_paid).toBe(false);

    await postStripeEvent(t.app, stripe.completed(checkout_url));
    expect((await client.show(member, eventId)).is_paid).toBe(true);
    const again = await checkout(member, eventId, 2);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again, 409).message).toBe(MESSAGES.eventAlreadyPaid);
    expect((await client.call(member, eventEndpoints.finalise, { params: { eventId } })).statusCode).toBe(200);

    await postStripeEvent(t.app, stripe.refunded(checkout_url));
    expect((await client.show(member, eventId)).is_paid).toBe(false);
  });

  it("refuses another organiser's event, and organisers whose package needs no event payment", async () => {
    const owner = await client.organiser('Single Event');
    const eventId = await client.readyDraft(owner);
    const stranger = await client.organiser('Single Event');
    expect((await checkout(stranger, eventId, 2)).statusCode).toBe(404);
    const trial = await client.organiser('Free Trial');
    const trialEvent = await client.readyDraft(trial);
    expect((await checkout(trial, trialEvent, 2)).statusCode).toBe(403);
  });
});
