import { MESSAGES } from '@boothdeck/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    const calls: [string, string, Record<string, unknown>?][] = [
      ['GET', `show-event/${aliceFinal}`],
      ['GET', `continue/draft-event?eventId=${aliceDraft}`],
      ['POST', 'event-info', eventInfoBody({ eventId: aliceDraft, event_name: 'Taken over' })],
      ['POST', 'event-feature', { eventId: aliceDraft, ...FEATURE_BODY }],
      ['POST', 'event-option', { eventId: aliceDraft, ...OPTION_BODY }],
      ['POST', `event/store/${aliceReadyDraft}`, {}],
      [
        'POST',
        'event-payment',
        {
          ...GOOD_CARD,
          user_id: bob.user.id,
          user_email: bob.user.email,
          event_id: aliceReadyDraft,
          submittedData: { device: 1 },
        },
      ],
      [
        'POST',
        'duplicate/event',
        { event_id: aliceFinal, event_name: 'Copy', event_start_date: '2031-01-01 10:00', life_time: 1 },
      ],
      ['POST', 'delete/event', { event_id: aliceFinal }],
      ['POST', 'delete/draft-event', { event_id: aliceDraft }],
    ];
    for (const [method, url, payload] of calls) {
      const reply = method === 'GET' ? await client.get(bob, url) : await client.post(bob, url, payload ?? {});
      expect(reply.statusCode, `${method} ${url}`).toBe(404);
      expect(reply.json(), `${method} ${url}`).toEqual({ message: MESSAGES.notFound });
    }
  });

  it('shows none of her events in his lists, and leaves hers untouched', async () => {
    for (const list of ['live-event', 'upcoming-event', 'past-event']) {
      expect((await client.get(bob, list)).json().event.total).toBe(0);
    }
    expect((await client.get(bob, 'draft-event')).json().draft_product).toEqual([]);
    expect((await client.get(alice, 'upcoming-event')).json().event.total).toBe(1);
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
