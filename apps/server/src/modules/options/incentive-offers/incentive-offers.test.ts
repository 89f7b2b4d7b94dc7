import {
  eventEndpoints,
  type IncentiveOfferBody,
  type IncentiveOfferInput,
  incentiveOfferEndpoints,
  type incentiveOfferUpdateBodySchema,
} from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { errorOf, replyOf } from '../../../test/call-app.ts';
import { DAY_MS, eventInfoBody, utcWallTime } from '../../../test/events-client.ts';
import { expectFieldErrors, listItemErrors } from '../../../test/field-errors.ts';
import { useOptionStep } from '../../../test/option-step-setup.ts';
import type { SignedIn } from '../../../test/packages-client.ts';
import { TEST_DIALECTS } from '../../../test/test-app.ts';

describe.each(TEST_DIALECTS)('incentives and offers on %s', (dialect) => {
  const setup = useOptionStep(dialect, 'Monthly Basic', { incentive_offer: 1 }, { offer: 1 });

  const offer = (name: string, extra: Partial<IncentiveOfferInput> = {}): IncentiveOfferInput => ({
    offer_name: name,
    uses_limit: 50,
    expire_in: utcWallTime(10 * DAY_MS),
    ...extra,
  });
  const save = (member: SignedIn, body: IncentiveOfferBody) =>
    setup.client.call(member, incentiveOfferEndpoints.save, { body });
  const update = (member: SignedIn, eventId: number, body: z.input<typeof incentiveOfferUpdateBodySchema>) =>
    setup.client.call(member, incentiveOfferEndpoints.update, { params: { id: eventId }, body });
  const offersOf = (member: SignedIn, eventId: number) =>
    setup.client.call(member, incentiveOfferEndpoints.get, { params: { id: eventId } });

  it('saves offers and the description, reads them back and updates them keeping their ids', async () => {
    const { client, alice, eventId } = setup;
    const saved = await save(alice, {
      eventId,
      description: 'Show this voucher at the bar',
      incentive_offer: [offer('Free drink'), offer('10% off', { uses_limit: '5' })],
    });
    const { data } = replyOf(saved);
    expect(data.incentive_details).toEqual({ description: 'Show this voucher at the bar' });
    expect(data.incentive_offer).toEqual([
      expect.objectContaining({ offer_name: 'Free drink', uses_limit: 50 }),
      expect.objectContaining({ offer_name: '10% off', uses_limit: 5 }),
    ]);
    const [drink, discount] = data.incentive_offer;
    if (!drink || !discount) throw new Error('expected two offers');

    const updated = await update(alice, eventId, {
      description: 'Vouchers for guests',
      incentive_offer: [{ ...discount, uses_limit: 7 }, offer('Free photo print')],
    });
    expect(replyOf(updated).message).toBe(MESSAGES.informationUpdated);
    const read = replyOf(await offersOf(alice, eventId));
    expect(read.incentive_offer.map((row) => row.id)).toContain(discount.id);
    expect(read.incentive_offer.map((row) => row.id)).not.toContain(drink.id);
    expect(read.incentive_offer[0]).toMatchObject({ id: discount.id, uses_limit: 7 });
    expect((await client.show(alice, eventId)).incentive_offer).toEqual(read.incentive_offer);
  });

  it('reads the expiry in the event time zone', async () => {
    const { client, alice } = setup;
    const sydneyEvent = await client.eventWith(alice, {}, { incentive_offer: 1 });
    await client.call(alice, eventEndpoints.saveInfo, {
      body: eventInfoBody({ eventId: sydneyEvent, event_time_zone: 'Australia/Sydney' }),
    });
    const reply = await save(alice, {
      eventId: sydneyEvent,
      description: 'Sydney offers',
      incentive_offer: [offer('Brunch', { expire_in: '2099-01-15 09:30' })],
    });
    expect(replyOf(reply).data.incentive_offer[0]).toMatchObject({
      expire_in: '2099-01-15 09:30',
      expire_at: '2099-01-14T22:30:00.000Z',
    });
  });

  it('refuses an expiry in the past, a missing or too long name and a missing or zero limit', async () => {
    const { alice, eventId } = setup;
    const reply = await save(alice, {
      eventId,
      description: 'x',
      incentive_offer: [
        offer('Yesterday', { expire_in: utcWallTime(-DAY_MS) }),
        offer('x'.repeat(61)),
        offer('', { uses_limit: '' }),
        offer('Zero', { uses_limit: 0, expire_in: '2030-02-30 10:00' }),
      ],
    });
    expectFieldErrors(
      reply,
      listItemErrors('incentive_offer', {
        1: { offer_name: [MESSAGES.offerNameTooLong] },
        2: { offer_name: [MESSAGES.thisIsRequired], uses_limit: [MESSAGES.thisIsRequired] },
        3: { uses_limit: [MESSAGES.usesLimitInvalid], expire_in: [MESSAGES.thisIsRequired] },
      }),
    );
    const past = await save(alice, {
      eventId,
      description: 'x',
      incentive_offer: [offer('Fine'), offer('Yesterday', { expire_in: utcWallTime(-DAY_MS) })],
    });
    expect(errorOf(past, 422)).toEqual({
      message: MESSAGES.offerExpiryPast,
      errors: { 'incentive_offer.1.expire_in': [MESSAGES.offerExpiryPast] },
    });
  });

  it('takes at most 12 offers', async () => {
    const { alice, eventId } = setup;
    const offers = (count: number) => Array.from({ length: count }, (_, index) => offer(`Offer ${index + 1}`));
    const thirteen = await save(alice, {
      eventId,
      description: 'Many',
      incentive_offer: offers(13),
    });
    expect(errorOf(thirteen, 422).errors).toEqual({ incentive_offer: [MESSAGES.tooManyOffers] });
    const twelve = await save(alice, {
      eventId,
      description: 'Many',
      incentive_offer: offers(12),
    });
    expect(replyOf(twelve).data.incentive_offer).toHaveLength(12);
  });

  it('needs the description except on a draft save, which keeps the one before', async () => {
    const { alice, eventId } = setup;
    const missing = await save(alice, { eventId, incentive_offer: [offer('A')] });
    expect(errorOf(missing, 422).errors).toEqual({ description: [MESSAGES.thisIsRequired] });
    const draft = await save(alice, {
      eventId,
      draft_status: 'draft',
      incentive_offer: [offer('A')],
    });
    expect(replyOf(draft)).toMatchObject({
      message: MESSAGES.draftSaved,
      data: { incentive_details: { description: 'Many' } },
    });
  });

  it('lists a missing description with the offers’ errors in one reply', async () => {
    const { alice, eventId } = setup;
    const body = {
      eventId,
      incentive_offer: [offer('', { uses_limit: 'many' }), offer('Fine', { expire_in: undefined })],
    };
    for (const reply of [errorOf(await save(alice, body), 422), errorOf(await update(alice, eventId, body), 422)]) {
      expect(reply.errors).toEqual({
        'incentive_offer.0.offer_name': [MESSAGES.thisIsRequired],
        'incentive_offer.0.uses_limit': [MESSAGES.thisIsRequired],
        'incentive_offer.1.expire_in': [MESSAGES.thisIsRequired],
        description: [MESSAGES.thisIsRequired],
      });
    }
  });

  it("refuses offer ids of another event, a plan without offers and another organiser's event", async () => {
    const { client, alice, eventId } = setup;
    const otherEvent = await client.eventWith(alice, {}, { incentive_offer: 1 });
    const { data } = replyOf(
      await save(alice, { eventId: otherEvent, description: 'Other', incentive_offer: [offer('Theirs')] }),
    );
    const stolen = await save(alice, {
      eventId,
      description: 'x',
      incentive_offer: [{ ...offer('Taken'), id: data.incentive_offer[0]?.id }],
    });
    expect(errorOf(stolen, 422).errors).toEqual({ 'incentive_offer.0.id': [MESSAGES.offerMissing] });

    const trial = await client.organiser('Free Trial');
    const draft = await client.createDraft(trial);
    const refused = await save(trial, {
      eventId: draft,
      description: 'x',
      incentive_offer: [offer('A')],
    });
    expect(errorOf(refused, 403).errors).toEqual({ incentive_offer: [MESSAGES.upgradePackage] });

    const bob = await client.organiser('Monthly Basic');
    const body = { eventId, description: 'x', incentive_offer: [offer('A')] };
    expect((await save(bob, body)).statusCode).toBe(404);
    expect((await update(bob, eventId, body)).statusCode).toBe(404);
    expect((await offersOf(bob, eventId)).statusCode).toBe(404);
  });
});
