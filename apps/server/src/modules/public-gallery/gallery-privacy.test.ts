/**
 * The gallery's privacy on every public path: where each guest sees their own captures, a guest
 * sees the captures their browser opened by its own key (the booth's QR code, their message's
 * link) and nothing of another guest's; where the gallery is off, no path lists or serves a
 * capture but through its own key; the venue screen's key shows approved captures when the
 * organiser chose so.
 */
import {
  boothSharingEndpoints,
  type MicrositeUpdateBody,
  micrositeEndpoints,
  publicGalleryEndpoints,
  sharingEndpoints,
} from '@boothdeck/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApp, replyOf } from '../../test/call-app.ts';
import { expectFieldErrors } from '../../test/field-errors.ts';
import { b64, type Gallery, galleryFileAddress, publicGalleryApp } from '../../test/public-gallery-setup.ts';
import { TEST_DIALECTS } from '../../test/test-app.ts';

describe.each(TEST_DIALECTS)('gallery privacy on %s', (dialect) => {
  let setup: Awaited<ReturnType<typeof publicGalleryApp>>;
  let own: Gallery;
  let off: Gallery;
  let templateId: number;
  const app = () => setup.t.app;
  const viewIdOf = (gallery: Gallery, index: number) => b64(`${gallery.uuid}:${gallery.items[index]?.id}`);
  const headers = (cookie?: string) => (cookie ? { extraHeaders: { cookie } } : {});

  beforeAll(async () => {
    setup = await publicGalleryApp(dialect);
    const shared = { download: 1, facebook: 1, email: 1 } as const;
    // Two guests' photos in each.
    own = await setup.gallery({ ...shared, gallery_privacy: 'own' }, ['photo', 'photo']);
    off = await setup.gallery({ ...shared, gallery_privacy: 'off' }, ['photo', 'photo']);
    templateId = (await setup.options.libraries(setup.ada)).micrositeTemplates[0] ?? 0;
  });
  afterAll(() => setup.t.close());

  /** The own key of a capture, as the booth's QR code hands it to its guest once the capture is in. */
  async function keyOf(gallery: Gallery, index: number): Promise<string> {
    const clientId = gallery.items[index]?.clientId ?? '';
    const ready = replyOf(
      await callApp(app(), boothSharingEndpoints.pendingShare, { params: { eventUuid: gallery.uuid, clientId } }),
    );
    if (ready.status !== 'ready' || !ready.key) throw new Error('the pending share gave no key');
    expect(ready.share_url).toContain(`?key=${encodeURIComponent(ready.key)}`);
    return ready.key;
  }

  /** The guest opens their capture's share view by its key: the cookie the browser keeps then. */
  async function openedAsOwn(gallery: Gallery, index: number, cookie?: string): Promise<string> {
    const reply = await callApp(app(), publicGalleryEndpoints.showShare, {
      params: { id: viewIdOf(gallery, index) },
      query: { key: await keyOf(gallery, index) },
      ...headers(cookie),
    });
    expect(replyOf(reply).share_gallery.item.id).toBe(gallery.items[index]?.id);
    const set = ([] as string[]).concat((reply.headers['set-cookie'] as string | string[] | undefined) ?? []);
    const own = set.find((line) => line.startsWith(`gallery_own_${gallery.eventId}=`)) ?? '';
    expect(own).toContain('HttpOnly');
    expect(own).toContain('SameSite=Strict');
    return own.split(';')[0] ?? '';
  }

  /** Every public path a guest reaches a capture by, asked for capture `index` of `gallery` with `cookie`. */
  async function pathsFor(gallery: Gallery, index: number, cookie?: string) {
    const id = gallery.items[index]?.id ?? 0;
    const viewId = viewIdOf(gallery, index);
    const guest = headers(cookie);
    const grid = replyOf(await callApp(app(), publicGalleryEndpoints.items, { params: { id: gallery.id }, ...guest }));
    const slider = replyOf(
      await callApp(app(), publicGalleryEndpoints.slider, { params: { id: gallery.id }, ...guest }),
    );
    const status = async (reply: Promise<{ statusCode: number }>) => (await reply).statusCode;
    const thumbnail = app().inject({ url: galleryFileAddress(id, 'thumbnail'), headers: cookie ? { cookie } : {} });
    return {
      listed: grid.gallery_items.data.some((item) => item.id === id),
      total: grid.gallery_items.total,
      inSlideShow: slider.gallery_items.some((item) => item.id === id),
      shareView: await status(callApp(app(), publicGalleryEndpoints.showShare, { params: { id: viewId }, ...guest })),
      download: await status(callApp(app(), publicGalleryEndpoints.downloadLink, { params: { id: viewId }, ...guest })),
      thumbnail: await status(thumbnail),
      socialShare: await status(
        callApp(app(), sharingEndpoints.countSocialShare, {
          body: { event_id: gallery.eventId, media_id: id, sharing_platform: 'facebook' },
          ...guest,
        }),
      ),
    };
  }

  const seen = { listed: true, inSlideShow: true, shareView: 200, download: 200, thumbnail: 200, socialShare: 200 };
  const unseen = { listed: false, inSlideShow: false, shareView: 404, download: 404, thumbnail: 404, socialShare: 404 };

  it('shows a guest their own capture by every public path, and nothing of another guest’s', async () => {
    const mine = await openedAsOwn(own, 0);
    expect(await pathsFor(own, 0, mine)).toEqual({ ...seen, total: 1 });
    // Kept by this browser alone: no shared cache may hand it to another guest.
    const file = await app().inject({
      url: galleryFileAddress(own.items[0]?.id, 'thumbnail'),
      headers: { cookie: mine },
    });
    expect(file.headers['cache-control']).toBe('private, max-age=3600');
    expect(await pathsFor(own, 1, mine)).toEqual({ ...unseen, total: 1 });
    // The other guest, with their own browser, sees theirs and not the first's.
    const theirs = await openedAsOwn(own, 1);
    expect(await pathsFor(own, 1, theirs)).toEqual({ ...seen, total: 1 });
    expect(await pathsFor(own, 0, theirs)).toEqual({ ...unseen, total: 1 });
    // A browser that opened nothing sees nothing; one that opened both (a family's phone) sees both.
    expect(await pathsFor(own, 0)).toEqual({ ...unseen, total: 0 });
    const both = await openedAsOwn(own, 1, mine);
    expect(await pathsFor(own, 1, both)).toEqual({ ...seen, total: 2 });
  });

  it('refuses a cookie that lists another capture than it was signed for, or names another event', async () => {
    const mine = await openedAsOwn(own, 0);
    const [name, value = ''] = mine.split('=');
    const otherId = String(own.items[1]?.id);
    const listing = `${name}=${value.replace(/^\d+/, otherId)}`;
    const adding = `${name}=${value.replace(/^\d+/, (first) => `${first}-${otherId}`)}`;
    for (const forged of [listing, adding]) {
      expect(await pathsFor(own, 1, forged), forged).toEqual({ ...unseen, total: 0 });
    }
    const renamed = `gallery_own_${off.eventId}=${value}`;
    expect((await pathsFor(off, 0, renamed)).shareView).toBe(404);
  });

  it('answers nothing on any path of a gallery that is off, but opens each capture by its own link', async () => {
    expect(await pathsFor(off, 0)).toEqual({ ...unseen, total: 0 });
    const grid = replyOf(await callApp(app(), publicGalleryEndpoints.items, { params: { id: off.id } }));
    // The page learns why it is empty.
    expect(grid.gallery.privacy).toBe('off');
    const mine = await openedAsOwn(off, 0);
    // Still no list: the gallery is off, even for the guest's own.
    expect(await pathsFor(off, 0, mine)).toEqual({ ...seen, listed: false, inSlideShow: false, total: 0 });
    expect(await pathsFor(off, 1, mine)).toEqual({ ...unseen, total: 0 });
  });

  it('shows no capture in the link previews of a gallery that is not everyone’s, and none at all when it is off', async () => {
    const page = async (url: string) => (await app().inject({ url })).body;
    const ownPage = await page(`/social/gallery/${own.id}`);
    expect(ownPage).toContain('<meta property="og:title"');
    expect(ownPage).not.toContain('og:image');
    expect(await page(`/social/gallery/${off.id}`)).not.toContain('og:');
    for (const gallery of [own, off]) {
      const view = await page(`/social/gallery/view/${viewIdOf(gallery, 0)}`);
      expect(view).not.toContain('og:image');
      // The same tags whether the item exists or not: the address alone says nothing.
      expect(view.replace(viewIdOf(gallery, 0), '')).toBe(
        (await page(`/social/gallery/view/${b64(`${gallery.uuid}:999999`)}`)).replace(
          b64(`${gallery.uuid}:999999`),
          '',
        ),
      );
    }
  });

  it('shows every approved capture on the venue screen with its key, only when the organiser chose so', async () => {
    const { options, ada } = setup;
    const venueKey = async (eventId: number) =>
      replyOf(await options.call(ada, publicGalleryEndpoints.venueKey, { params: { id: eventId } })).venue_key;
    const slider = async (venue_key?: string) =>
      replyOf(await callApp(app(), publicGalleryEndpoints.slider, { params: { id: own.id }, query: { venue_key } }))
        .gallery_items;
    const key = await venueKey(own.eventId);
    // Not chosen yet: the key shows what any guest sees.
    expect(await slider(key)).toEqual([]);
    const update = (body: Partial<MicrositeUpdateBody>) =>
      options.call(ada, micrositeEndpoints.update, {
        params: { id: own.eventId },
        body: { microsite_template_id: templateId, download: 1, facebook: 1, email: 1, ...body },
      });
    expect((await update({ venue_slide_show: 1 })).statusCode).toBe(200);
    const shown = await slider(key);
    expect(shown.map((item) => item.id).sort()).toEqual(own.items.map((item) => item.id).sort());
    // Its files come signed: the venue's browser holds no guest's cookie.
    for (const item of shown) expect((await app().inject({ url: item.event_photo ?? '' })).statusCode).toBe(200);
    // Without the key, with another event's, or a forged one: a guest's view.
    expect(await slider()).toEqual([]);
    expect(await slider(await venueKey(off.eventId))).toEqual([]);
    expect(await slider(key.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A')))).toEqual([]);
    // The setting stays as it was when an update leaves it out.
    const kept = replyOf(await options.call(ada, micrositeEndpoints.get, { params: { id: own.eventId } }));
    expect(kept.microsite).toMatchObject({ gallery_privacy: 'own', venue_slide_show: 1 });
    // Another organiser's event has no key for this one.
    const stranger = await options.organiser('Monthly Pro');
    expect(
      (await options.call(stranger, publicGalleryEndpoints.venueKey, { params: { id: own.eventId } })).statusCode,
    ).toBe(404);
  });

  it('refuses a privacy that is not one of the three', async () => {
    const reply = await setup.options.callUnchecked(setup.ada, micrositeEndpoints.update, {
      params: { id: own.eventId },
      body: { microsite_template_id: templateId, gallery_privacy: 'friends' },
    });
    expectFieldErrors(reply, { gallery_privacy: ['Choose who sees the gallery.'] });
  });
});
