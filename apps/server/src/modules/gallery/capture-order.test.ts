/**
 * Galleries show captures in the order they were taken, not the order they arrived: a booth
 * that was offline uploads what it kept once it is back, and those captures must sit where they
 * were taken in the organiser's gallery, the public gallery and the slide show.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/events-client.ts';
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
    const list = await t.app.inject({
      url: `/api/v1/gallery-items?event_id=${gallery.eventId}&gallery_item=photo`,
      headers: bearer(ada),
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(idsOf(list.json().gallery_photo.data)).toEqual(expected);

    const single = await t.app.inject({ url: `/api/v1/gallery-items-single/${expected[1]}`, headers: bearer(ada) });
    expect(single.statusCode, single.body).toBe(200);
    expect(single.json()).toMatchObject({ previous_id: expected[0], next_id: expected[2], position: 2, total: 3 });
  });

  it('orders the public gallery and the slide show by when each capture was taken', async () => {
    const page = await setup.call(`social-gallery-item/${gallery.id}`);
    expect(page.statusCode, page.body).toBe(200);
    expect(idsOf(page.json().gallery_items.data)).toEqual(expected);

    const show = await setup.call(`social-gallery-slider/${gallery.id}`);
    expect(show.statusCode, show.body).toBe(200);
    expect(idsOf(show.json().gallery_items)).toEqual(expected);
  });
});
