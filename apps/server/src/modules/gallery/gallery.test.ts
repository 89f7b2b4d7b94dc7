import { type downloadLinkBodySchema, galleryEndpoints, type galleryItemsQuerySchema } from '@boothdeck/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { errorOf, replyOf } from '../../test/call-app.ts';
import { type EventsClient, eventsClient } from '../../test/events-client.ts';
import { mediaFixtures, type StoredMedia } from '../../test/media-fixtures.ts';
import type { SignedIn } from '../../test/packages-client.ts';
import { galleryFileAddress } from '../../test/public-gallery-setup.ts';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../../test/test-app.ts';

const at = (minute: number) => new Date(Date.UTC(2026, 4, 1, 12, minute)).toISOString();

describe.each(TEST_DIALECTS)('organiser gallery on %s', (dialect) => {
  let t: TestApp;
  let events: EventsClient;
  let media: ReturnType<typeof mediaFixtures>;
  let ada: SignedIn;
  let grace: SignedIn;
  let eventId: number;
  /** Photos oldest first: two share 12:02, so their ids decide their order. */
  const photos: StoredMedia[] = [];
  let video: StoredMedia;

  const items = async (member: SignedIn, query: z.input<typeof galleryItemsQuerySchema>) =>
    replyOf(await events.call(member, galleryEndpoints.items, { query })).gallery_photo;
  const single = async (id: number) => replyOf(await events.call(ada, galleryEndpoints.single, { params: { id } }));
  const details = (member: SignedIn, mediaId: number) =>
    events.call(member, galleryEndpoints.details, { query: { media_id: mediaId } });

  beforeAll(async () => {
    t = await createTestApp(dialect);
    events = eventsClient(t.app, t.config.dataDir, t.config.appUrl);
    media = mediaFixtures(t.app);
    [ada, grace] = [await events.organiser(), await events.organiser()];
    eventId = await events.insertEvent(ada.user.id, { status: 'final', startMs: 0, endMs: 3_600_000 });
    for (const minute of [1, 2, 2, 3]) photos.push(await media.add(eventId, 'photo', at(minute)));
    video = await media.add(eventId, 'video', at(5));
  });
  afterAll(() => t.close());

  it('pages one tab newest first, ties broken by the newer id, with the paging numbers', async () => {
    const [oldest, tieLow, tieHigh, newest] = photos.map((photo) => photo.id);
    const first = await items(ada, { event_id: eventId, gallery_item: 'photo', per_page: 3 });
    expect(first.data.map((item) => item.id)).toEqual([newest, tieHigh, tieLow]);
    expect(first).toMatchObject({ total: 4, last_page: 2, from: 1 });
    const second = await items(ada, { event_id: eventId, gallery_item: 'photo', per_page: 3, page: 2 });
    expect(second.data.map((item) => item.id)).toEqual([oldest]);
    expect(second).toMatchObject({ from: 4, to: 4 });
  });

  it('shows each tab only its own type, with addresses the browser can load', async () => {
    const videos = await items(ada, { event_id: eventId, gallery_item: 'video' });
    expect(videos.data).toHaveLength(1);
    const [clip] = videos.data;
    expect(clip).toMatchObject({ id: video.id, media_type: 'video', event_gif: null, event_burst_gif: null });
    expect(clip?.event_video).toMatch(new RegExp(`^${galleryFileAddress(video.id, 'file')}\\?expires=`));
    expect(clip?.event_photo).toMatch(new RegExp(`^${galleryFileAddress(video.id, 'thumbnail')}\\?`));
    expect(clip?.preview).toMatch(new RegExp(`^${galleryFileAddress(video.id, 'preview')}\\?`));
    const poster = await t.app.inject({ url: clip?.event_photo ?? '' });
    expect(poster.statusCode).toBe(200);
    expect(poster.headers['content-type']).toBe('image/jpeg');
    const file = await t.app.inject({ url: clip?.event_video ?? '' });
    expect(file.rawPayload.equals(video.bytes)).toBe(true);

    expect((await items(ada, { event_id: eventId, gallery_item: 'gif' })).data).toEqual([]);
    // No tab given: photos.
    expect((await items(ada, { event_id: eventId })).total).toBe(4);
  });

  it('gives an item its place and neighbours, wrapping round at both ends of its tab', async () => {
    const [oldest, tieLow, tieHigh, newest] = photos.map((photo) => photo.id);
    expect(await single(newest ?? 0)).toMatchObject({
      gallery_photo_single: { id: newest, media_type: 'photo' },
      previous_id: oldest,
      next_id: tieHigh,
      position: 1,
      total: 4,
    });
    expect(await single(tieHigh ?? 0)).toMatchObject({ previous_id: newest, next_id: tieLow, position: 2 });
    expect(await single(oldest ?? 0)).toMatchObject({ previous_id: tieLow, next_id: newest, position: 4 });
    // Alone in its tab, an item is its own neighbour on both sides.
    expect(await single(video.id)).toMatchObject({ previous_id: video.id, next_id: video.id, position: 1, total: 1 });
  });

  it('counts an item’s shares by channel, downloads apart from the shares total', async () => {
    const [item, other] = photos;
    if (!item || !other) throw new Error('fixtures missing');
    await media.addShares(item, 'email', 3);
    await media.addShares(item, 'sms', 2);
    await media.addShares(item, 'facebook', 1);
    await media.addShares(item, 'twitter', 1);
    await media.addShares(item, 'download', 4);
    await media.addShares(other, 'instagram', 5);
    expect(replyOf(await details(ada, item.id))).toEqual({
      status: 'success',
      media: {
        email_shares_count: 3,
        facebook_shares_count: 1,
        instagram_shares_count: 0,
        linkedin_shares_count: 0,
        sms_shares_count: 2,
        download_shares_count: 4,
        shares_count: 7,
        created_at: at(1),
      },
    });
  });

  it('answers 404 to another organiser on every call, as if the event or item did not exist', async () => {
    const item = photos[0]?.id ?? 0;
    const refusals = {
      items: errorOf(await events.call(grace, galleryEndpoints.items, { query: { event_id: eventId } }), 404),
      single: errorOf(await events.call(grace, galleryEndpoints.single, { params: { id: item } }), 404),
      details: errorOf(await details(grace, item), 404),
    };
    for (const [name, refused] of Object.entries(refusals)) expect(refused, name).toEqual({ message: 'Not found.' });
    const downloadLink = (member: SignedIn, body: z.input<typeof downloadLinkBodySchema>) =>
      events.call(member, galleryEndpoints.downloadLink, { body });
    for (const body of [{ media_id: item }, { event_id: eventId, type: 'photos' as const }]) {
      expect((await downloadLink(grace, body)).statusCode).toBe(404);
    }
    // The owner gets the same calls answered.
    expect((await downloadLink(ada, { media_id: item })).statusCode).toBe(200);
  });

  // How fast every page answers (p95 < 50 ms) is measured by the gallery-items benchmark (bench/media-calls.ts).
  it('pages through an event with 10,000 photos to the last page', async () => {
    const big = await events.insertEvent(ada.user.id, { status: 'final', startMs: 0, endMs: 3_600_000 });
    await media.addRows(big, 'photo', 10_000, new Date(Date.UTC(2026, 0, 1)));
    await media.addRows(big, 'video', 2_000, new Date(Date.UTC(2026, 0, 1)));
    for (let round = 0; round < 40; round++) {
      const page = round % 2 === 0 ? 250 : 1 + ((round * 37) % 250);
      const result = await items(ada, { event_id: big, gallery_item: 'photo', page });
      expect(result.data).toHaveLength(40);
      expect(result.total).toBe(10_000);
    }
    const last = await items(ada, { event_id: big, gallery_item: 'photo', page: 250 });
    expect(last.data.at(-1)?.created_at).toBe(new Date(Date.UTC(2026, 0, 1)).toISOString());
  });
});
