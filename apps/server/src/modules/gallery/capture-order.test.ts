/**
 * Galleries show captures in the order they were taken, not the order they arrived: a booth
 * that was offline uploads what it kept once it is back, and those captures must sit where they
 * were taken in the organiser's gallery, the public gallery and the slide show.
 */
import { galleryEndpoints, publicGalleryEndpoints } from '@boothdeck/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApp, replyOf } from '../../test/call-app.ts';
import { mediaFixtures } from '../../test/media-fixtures.ts';
import { type Gallery, publicGalleryApp } from '../../test/public-gallery-setup.ts';
import { TEST_DIALECTS } from '../../test/test-app.ts';

const at = (minute: number) => new Date(Date.UTC(2026, 4, 1, 12, minute)).toISOString();

describe.each(TEST_DIALECTS)('galleries in capture order on %s', (dialect) => {
  let setup: Awaited<ReturnType<typeof publicGalleryApp>>;
  let gallery: Gallery;
  /** Newest capture first: the one taken at 12:20, then 12:10, then the late one taken at 12:05. */
  let expected: number[];

  beforeAll(async () => {
    setup = await publicGalleryApp(dialect);
    gallery = await setup.gallery({}, []);
    const media = mediaFixtures(setup.t.app);
    const early = await media.add(gallery.eventId, 'photo', at(10));
    const later = await media.add(gallery.eventId, 'photo', at(20));
    // Taken at 12:05 by a booth that lost its connection, and uploaded last, at 12:40.
    const late = await media.add(gallery.eventId, 'photo', at(40), at(5));
    expected = [later.id, early.id, late.id];
  });
  afterAll(() => setup.t.close());

  const idsOf = (items: { id: number }[]) => items.map((item) => item.id);

  it("orders the organiser's gallery and its slider by when each capture was taken", async () => {
    const { t, ada } = setup;
    const list = await callApp(t.app, galleryEndpoints.items, {
      query: { event_id: gallery.eventId, gallery_item: 'photo' },
      token: ada.token,
    });
    expect(idsOf(replyOf(list).gallery_photo.data)).toEqual(expected);

    const single = await callApp(t.app, galleryEndpoints.single, {
      params: { id: expected[1] ?? 0 },
      token: ada.token,
    });
    expect(replyOf(single)).toMatchObject({ previous_id: expected[0], next_id: expected[2], position: 2, total: 3 });
  });

  it('orders the public gallery and the slide show by when each capture was taken', async () => {
    const params = { id: gallery.id };
    const page = await callApp(setup.t.app, publicGalleryEndpoints.items, { params });
    expect(idsOf(replyOf(page).gallery_items.data)).toEqual(expected);

    const show = await callApp(setup.t.app, publicGalleryEndpoints.slider, { params });
    expect(idsOf(replyOf(show).gallery_items)).toEqual(expected);
  });
});
