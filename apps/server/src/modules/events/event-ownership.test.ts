import { type EndpointDefinition, eventEndpoints } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppReply, errorOf, replyOf } from '../../test/call-app.ts';
import { type EventsClient, eventInfoBody, eventsClient, FEATURE_BODY, OPTION_BODY } from '../../test/events-client.ts';
import { GOOD_CARD, type SignedIn } from '../../test/packages-client.ts';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../../test/test-app.ts';

describe.each(TEST_DIALECTS)("one organiser cannot reach another's events on %s", (dialect) => {
  let t: TestApp;
  let client: EventsClient;
  let alice: SignedIn;
  let bob: SignedIn;
  let aliceDraft: number;
  let aliceFinal: number;
  let aliceReadyDraft: number;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    client = eventsClient(t.app, t.config.dataDir, t.config.appUrl);
    alice = await client.organiser('Single Event');
    bob = await client.organiser('Single Event');
    aliceDraft = await client.createDraft(alice, { event_name: 'Alice private draft' });
    aliceReadyDraft = await client.readyDraft(alice, { event_name: 'Alice ready draft' });
    aliceFinal = await client.insertEvent(alice.user.id, {
      status: 'final',
      startMs: 60_000_000,
      endMs: 70_000_000,
      name: 'Alice party',
    });
  });
  afterAll(() => t.close());

  it('answers 404 Not found for every call that names her event', async () => {
    const calls: [string, () => Promise<AppReply<EndpointDefinition>>][] = [
      ['show-event', () => client.call(bob, eventEndpoints.show, { params: { id: aliceFinal } })],
      [
        'continue/draft-event',
        () => client.call(bob, eventEndpoints.continueDraft, { query: { eventId: aliceDraft } }),
      ],
      [
        'event-info',
        () =>
          client.call(bob, eventEndpoints.saveInfo, {
            body: eventInfoBody({ eventId: aliceDraft, event_name: 'Taken over' }),
          }),
      ],
      [
        'event-feature',
        () => client.call(bob, eventEndpoints.saveFeature, { body: { eventId: aliceDraft, ...FEATURE_BODY } }),
      ],
      [
        'event-option',
        () => client.call(bob, eventEndpoints.saveOptions, { body: { eventId: aliceDraft, ...OPTION_BODY } }),
      ],
      ['event/store', () => client.call(bob, eventEndpoints.finalise, { params: { eventId: aliceReadyDraft } })],
      [
        'event-payment',
        () =>
          client.call(bob, eventEndpoints.pay, {
            body: {
              ...GOOD_CARD,
              user_id: bob.user.id,
              user_email: bob.user.email,
              event_id: aliceReadyDraft,
              submittedData: { device: 1 },
            },
          }),
      ],
      [
        'duplicate/event',
        () =>
          client.call(bob, eventEndpoints.duplicate, {
            body: { event_id: aliceFinal, event_name: 'Copy', event_start_date: '2031-01-01 10:00', life_time: 1 },
          }),
      ],
      ['delete/event', () => client.call(bob, eventEndpoints.remove, { body: { event_id: aliceFinal } })],
      ['delete/draft-event', () => client.call(bob, eventEndpoints.removeDraft, { body: { event_id: aliceDraft } })],
    ];
    for (const [name, call] of calls) {
      const reply = await call();
      expect(reply.statusCode, name).toBe(404);
      expect(errorOf(reply, 404), name).toEqual({ message: MESSAGES.notFound });
    }
  });

  it('shows none of her events in his lists, and leaves hers untouched', async () => {
    for (const list of [eventEndpoints.liveEvents, eventEndpoints.upcomingEvents, eventEndpoints.pastEvents]) {
      expect(replyOf(await client.call(bob, list)).event.total).toBe(0);
    }
    expect(replyOf(await client.call(bob, eventEndpoints.drafts)).draft_product).toEqual([]);
    expect(replyOf(await client.call(alice, eventEndpoints.upcomingEvents)).event.total).toBe(1);
    const draft = await client.show(alice, aliceDraft);
    expect(draft).toMatchObject({ event_name: 'Alice private draft', feature: null, event_option: null });
    expect(await client.show(alice, aliceReadyDraft)).toMatchObject({ state: 'draft', is_paid: false });
    const payments = await t.app.platform.database.db
      .selectFrom('payments')
      .select('id')
      .where('user_id', '=', bob.user.id)
      .execute();
    expect(payments).toEqual([]);
  });
});
