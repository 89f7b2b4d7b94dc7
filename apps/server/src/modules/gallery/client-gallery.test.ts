/** A client opens the slider and an item's shares for the events given to them, and nothing else. */
import { galleryEndpoints, moderationEndpoints, TEAM_MESSAGES } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, replyOf } from '../../test/call-app.ts';
import { type EventsClient, eventsClient } from '../../test/events-client.ts';
import { mediaFixtures, type StoredMedia } from '../../test/media-fixtures.ts';
import type { SignedIn } from '../../test/packages-client.ts';
import { teamClientOf } from '../../test/team-client.ts';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../../test/test-app.ts';

describe.each(TEST_DIALECTS)("a client's gallery on %s", (dialect) => {
  let t: TestApp;
  let events: EventsClient;
  let client: SignedIn;
  let given: StoredMedia[];
  let notGiven: StoredMedia;
  let elsewhere: StoredMedia;
  const team = teamClientOf(() => t);
  const single = (id: number) => events.call(client, galleryEndpoints.single, { params: { id } });
  const details = (id: number) => events.call(client, galleryEndpoints.details, { query: { media_id: id } });

  beforeAll(async () => {
    t = await createTestApp(dialect);
    events = eventsClient(t.app, t.config.dataDir, t.config.appUrl);
    const media = mediaFixtures(t.app);
    const owner = await events.organiser();
    const givenEvent = await events.createDraft(owner);
    const otherEvent = await events.createDraft(owner);
    const now = Date.now();
    given = [
      await media.add(givenEvent, 'photo', new Date(now - 2000).toISOString()),
      await media.add(givenEvent, 'photo', new Date(now - 1000).toISOString()),
    ];
    await media.addShares(given[0] as StoredMedia, 'email', 2);
    notGiven = await media.add(otherEvent, 'photo', new Date(now).toISOString());
    const stranger = await events.organiser();
    elsewhere = await media.add(await events.createDraft(stranger), 'photo', new Date(now).toISOString());
    client = await team.join(owner, 'client', [givenEvent]);
  });
  afterAll(() => t.close());

  it('opens an item of a given event in the slider, with its neighbours and its shares', async () => {
    const [older, newer] = given as [StoredMedia, StoredMedia];
    const opened = replyOf(await single(older.id));
    expect(opened).toMatchObject({ gallery_photo_single: { id: older.id }, previous_id: newer.id, total: 2 });
    expect(replyOf(await details(older.id)).media).toMatchObject({ email_shares_count: 2, shares_count: 2 });
  });

  it("answers 404 for a capture of an event not given, of another account's, or none at all", async () => {
    for (const id of [notGiven.id, elsewhere.id, 987654]) {
      expect(errorOf(await single(id), 404).message).toBe(MESSAGES.notFound);
      expect(errorOf(await details(id), 404).message).toBe(MESSAGES.notFound);
    }
  });

  it('keeps moderation from a client, on a given event too', async () => {
    const [item] = given as [StoredMedia];
    const decided = await events.call(client, moderationEndpoints.decide, {
      body: { event_id: item.eventId, media_ids: [item.id], decision: 'rejected' },
    });
    expect(errorOf(decided, 403).message).toBe(TEAM_MESSAGES.forbidden);
  });
});
