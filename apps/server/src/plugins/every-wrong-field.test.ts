import { accountEndpoints, eventEndpoints } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerVerifiedUser } from '../test/accounts-client.ts';
import { callAppUnchecked, errorOf } from '../test/call-app.ts';
import { eventInfoBody, eventsClient } from '../test/events-client.ts';
import { GOOD_CARD, postMembership, type SignedIn } from '../test/packages-client.ts';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../test/test-app.ts';

/** A card that passes every field check but expired last year. */
const EXPIRED = { expiryMonth: '01', expiryYear: String((new Date().getUTCFullYear() - 1) % 100).padStart(2, '0') };

describe.each(TEST_DIALECTS)('one 422 names every wrong field, rules across fields included, on %s', (dialect) => {
  let t: TestApp;
  let member: SignedIn;
  let client: ReturnType<typeof eventsClient>;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    client = eventsClient(t.app, t.config.dataDir, t.config.appUrl);
    member = await client.organiser('Monthly Pro');
  });
  afterAll(() => t.close());

  it('reset: a missing token and a mismatched confirmation', async () => {
    const reply = await callAppUnchecked(t.app, accountEndpoints.resetPassword, {
      body: { password: 'brand-new-1', password_confirmation: 'brand-new-2' },
    });
    expect(reply.statusCode).toBe(422);
    expect(errorOf(reply, 422).errors).toEqual({
      token: [MESSAGES.required],
      password_confirmation: [MESSAGES.passwordsDoNotMatch],
    });
  });

  it('event info: no name, an unreadable start and no end', async () => {
    const { event_name: _, ...body } = eventInfoBody({ event_start_date: 'soon', event_end_date: '' });
    const reply = await callAppUnchecked(t.app, eventEndpoints.saveInfo, { token: member.token, body });
    expect(reply.statusCode).toBe(422);
    expect(errorOf(reply, 422).errors).toEqual({
      event_name: [MESSAGES.required],
      event_start_date: [MESSAGES.eventStartRequired],
      event_end_date: [MESSAGES.eventEndRequired],
    });
  });

  it('duplicate: no name and no end for an event that is not ongoing', async () => {
    const eventId = await client.createDraft(member);
    const reply = await callAppUnchecked(t.app, eventEndpoints.duplicate, {
      token: member.token,
      body: { event_id: eventId, event_start_date: '', life_time: 0 },
    });
    expect(reply.statusCode).toBe(422);
    expect(errorOf(reply, 422).errors).toEqual({
      event_name: [MESSAGES.required],
      event_start_date: [MESSAGES.eventStartRequired],
      event_end_date: [MESSAGES.eventEndRequired],
    });
  });

  it('membership card: a missing name and an expired card', async () => {
    const buyer = await registerVerifiedUser(t.app, t.config.dataDir, 'buyer@example.com', t.config.appUrl);
    const reply = await postMembership(t.app, buyer, 'Monthly Pro', {
      card: { ...GOOD_CARD, ...EXPIRED, cardholderName: '' },
    });
    expect(reply.statusCode).toBe(422);
    expect(errorOf(reply, 422).errors).toEqual({
      cardholderName: [MESSAGES.required],
      expiryYear: [MESSAGES.cardExpired],
    });
  });

  it('event payment: no device, a missing CVV and an expired card', async () => {
    const single = await client.organiser('Single Event');
    const eventId = await client.readyDraft(single);
    const reply = await callAppUnchecked(t.app, eventEndpoints.pay, {
      token: single.token,
      body: {
        event_id: eventId,
        user_id: single.user.id,
        user_email: single.user.email,
        submittedData: {},
        ...GOOD_CARD,
        ...EXPIRED,
        cvvNumber: '',
      },
    });
    expect(reply.statusCode).toBe(422);
    expect(errorOf(reply, 422).errors).toEqual({
      'submittedData.device': [MESSAGES.deviceRequired],
      cvvNumber: [MESSAGES.required],
      expiryYear: [MESSAGES.cardExpired],
    });
  });
});
