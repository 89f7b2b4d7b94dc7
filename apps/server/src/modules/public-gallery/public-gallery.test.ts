import { publicGalleryEndpoints, sharingEndpoints } from '@boothdeck/contract';
import { API_PREFIX } from '@boothdeck/contract/endpoint-address';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApp, errorOf, replyOf } from '../../test/call-app.ts';
import type { OptionsClient } from '../../test/options-client.ts';
import type { SignedIn } from '../../test/packages-client.ts';
import { b64, type Gallery, galleryFileAddress, publicGalleryApp } from '../../test/public-gallery-setup.ts';
import { TEST_DIALECTS, type TestApp } from '../../test/test-app.ts';

describe.each(TEST_DIALECTS)('public gallery on %s', (dialect) => {
  let t: TestApp;
  let options: OptionsClient;
  let ada: SignedIn;
  let open: Gallery;
  let locked: Gallery;
  let other: Gallery;
  let setup: Awaited<ReturnType<typeof publicGalleryApp>>;
  /** The calls a guest's page makes with a gallery's id (`id`) or one item's (`viewId`), with the guest's cookie. */
  const pageCalls = (id: string, viewId: string, cookie?: string) => {
    const guest = cookie === undefined ? {} : { extraHeaders: { cookie } };
    return {
      items: () => callApp(t.app, publicGalleryEndpoints.items, { params: { id }, ...guest }),
      shareItem: () => callApp(t.app, publicGalleryEndpoints.shareItem, { params: { eventId: id }, ...guest }),
      slider: () => callApp(t.app, publicGalleryEndpoints.slider, { params: { id }, ...guest }),
      showShare: () => callApp(t.app, publicGalleryEndpoints.showShare, { params: { id: viewId }, ...guest }),
      downloadLink: () => callApp(t.app, publicGalleryEndpoints.downloadLink, { params: { id: viewId }, ...guest }),
    };
  };
  const items = (gallery: Gallery, cookie: string) =>
    callApp(t.app, publicGalleryEndpoints.items, { params: { id: gallery.id }, extraHeaders: { cookie } });
  const guess = (gallery: Gallery, password: string) => setup.guess(gallery, password);
  const grantOf = (gallery: Gallery) => setup.grantOf(gallery);

  beforeAll(async () => {
    setup = await publicGalleryApp(dialect);
    ({ t, options, ada } = setup);
    open = await setup.gallery({ facebook: 1, download: 1, contents: { contentBodyText: 'Smile!', buttonText: '' } });
    locked = await setup.gallery({ gallery_password: 'open sesame', email: 1 });
    other = await setup.gallery({ gallery_password: 'open sesame' });
  });
  afterAll(() => t.close());

  it('answers the grid with the settings, the default texts for blanks, and pages newest first', async () => {
    const reply = await callApp(t.app, publicGalleryEndpoints.items, {
      params: { id: open.id },
      query: { per_page: 1 },
    });
    const { gallery, gallery_items } = replyOf(reply);
    expect(gallery).toMatchObject({
      event_id: open.eventId,
      template_name: 'one',
      has_gallery_password: false,
      tagline: 'Smile!',
      button_text: 'Gallery',
      footer_text: 'Brought you by Boothdeck',
      share: { facebook: 1, download: 1, email: 0, sms: 0, whats_app: 1 },
    });
    expect(gallery_items).toMatchObject({ total: 2, per_page: 1, current_page: 1, last_page: 2 });
    expect(gallery_items.data[0]?.id).toBe(open.items[1]?.id);
    expect(gallery_items.data[0]?.event_photo).toBe(galleryFileAddress(open.items[1]?.id, 'thumbnail'));
  });

  it('answers the share settings, one item and the slide show under the keys the contract names', async () => {
    const share = replyOf(await callApp(t.app, publicGalleryEndpoints.shareItem, { params: { eventId: open.id } }));
    expect(Object.keys(share).sort()).toEqual(['contents', 'share_gallery']);
    expect(share.contents.tagline).toBe('Smile!');
    const slider = replyOf(await callApp(t.app, publicGalleryEndpoints.slider, { params: { id: open.id } }));
    expect(slider.gallery_items.map((item) => item.id)).toEqual(open.items.map((item) => item.id).reverse());
    const viewId = slider.gallery_items[0]?.view_id ?? '';
    const shown = replyOf(await callApp(t.app, publicGalleryEndpoints.showShare, { params: { id: viewId } }));
    expect(shown.share_gallery.item).toMatchObject({ id: open.items[1]?.id, media_type: 'video' });
    const link = replyOf(await callApp(t.app, publicGalleryEndpoints.downloadLink, { params: { id: viewId } }));
    // The signed address the reply carries, fetched as the browser follows it.
    const file = await t.app.inject({ url: link.url });
    expect(file.rawPayload.equals(open.items[1]?.bytes ?? Buffer.alloc(0))).toBe(true);
  });

  it('answers 404 to an unknown or invalid id on every call', async () => {
    const unknown = b64('00000000-0000-4000-8000-000000000000');
    const foreignItem = b64(`${open.uuid}:${locked.items[0]?.id}`);
    const unknownCalls = {
      ...pageCalls(unknown, unknown),
      itemsOfABadId: () => callApp(t.app, publicGalleryEndpoints.items, { params: { id: 'not*base64' } }),
      itemsOfAWord: () => callApp(t.app, publicGalleryEndpoints.items, { params: { id: b64('hello') } }),
      foreignItem: () => callApp(t.app, publicGalleryEndpoints.showShare, { params: { id: foreignItem } }),
      unknownItem: () =>
        callApp(t.app, publicGalleryEndpoints.downloadLink, { params: { id: b64(`${open.uuid}:999999`) } }),
    };
    for (const [name, call] of Object.entries(unknownCalls)) expect((await call()).statusCode, name).toBe(404);
    expect((await guess({ ...open, id: unknown }, 'x')).statusCode).toBe(404);
  });

  it('refuses every call and file of a protected gallery without the grant, and serves them with it', async () => {
    const viewId = b64(`${locked.uuid}:${locked.items[0]?.id}`);
    for (const [name, call] of Object.entries(pageCalls(locked.id, viewId))) {
      expect((await call()).statusCode, name).toBe(403);
    }
    const files = locked.items.flatMap((item) =>
      (['thumbnail', 'preview'] as const).map((kind) => galleryFileAddress(item.id, kind)),
    );
    const keys = await t.app.platform.database.db
      .selectFrom('media_items')
      .select(['thumbnail_path', 'preview_path', 'file_path'])
      .where('event_id', '=', locked.eventId)
      .execute();
    for (const url of [...files, ...keys.flatMap((row) => Object.values(row).map((key) => `/media/${key}`))]) {
      const reply = await t.app.inject({ url });
      if (url.endsWith('null')) continue;
      expect(reply.statusCode, url).toBeGreaterThanOrEqual(403);
      expect(String(reply.headers['content-type'])).not.toMatch(/^image|^video/);
    }

    const wrong = await guess(locked, 'nope');
    expect(wrong.statusCode).toBe(422);
    expect(errorOf(wrong, 422).message).toBe('The password is incorrect.');
    const { cookie, full } = await grantOf(locked);
    expect(full).toMatch(/HttpOnly/);
    expect(full).toMatch(/SameSite=Strict/);
    expect(full).toContain(`Path=${API_PREFIX}/`);
    const grid = replyOf(await items(locked, cookie));
    const urls = grid.gallery_items.data.flatMap((item) => [item.event_photo, item.preview]);
    for (const url of urls.filter((address) => typeof address === 'string')) {
      expect(url).not.toMatch(/^\/media\//);
      const reply = await t.app.inject({ url, headers: { cookie } });
      expect(reply.statusCode, url).toBe(200);
      expect(String(reply.headers['content-type'])).toMatch(/^image\//);
      expect((await t.app.inject({ url })).statusCode, url).toBe(403);
    }
    const { downloadLink, ...granted } = pageCalls(locked.id, viewId, cookie);
    for (const [name, call] of Object.entries(granted)) expect((await call()).statusCode, name).toBe(200);
    // The e-mail share is on but downloads are off.
    expect((await downloadLink()).statusCode).toBe(403);
  });

  it("opens with a grant that gallery only, and a forged or another gallery's grant opens nothing", async () => {
    const { cookie } = await grantOf(locked);
    expect((await items(other, cookie)).statusCode).toBe(403);
    const renamed = cookie.replace(`gallery_access_${locked.eventId}=`, `gallery_access_${other.eventId}=`);
    expect((await items(other, renamed)).statusCode).toBe(403);
    const forged = cookie.replace(/\.(.)/, (_, first: string) => `.${first === 'A' ? 'B' : 'A'}`);
    expect((await items(locked, forged)).statusCode).toBe(403);
    const file = await callApp(t.app, publicGalleryEndpoints.file, {
      params: { mediaId: other.items[0]?.id ?? 0, kind: 'thumbnail' },
      extraHeaders: { cookie },
    });
    expect(file.statusCode).toBe(403);
  });

  it('lets a guest share from a protected gallery only with its grant', async () => {
    const share = (extraHeaders: Record<string, string> = {}) =>
      callApp(t.app, sharingEndpoints.shareByMessage, {
        body: {
          event_id: locked.eventId,
          media_id: locked.items[0]?.id ?? 0,
          sharing_platform: 'email',
          email: 'guest@example.com',
        },
        extraHeaders,
        remoteAddress: '198.51.100.9',
      });
    expect((await share()).statusCode).toBe(403);
    const { cookie } = await grantOf(locked);
    const shared = await share({ cookie });
    expect(shared.statusCode, shared.body).toBe(200);
  });

  it('gives the organiser a preview of their own share page and nobody else', async () => {
    const preview = (token?: string) =>
      callApp(t.app, publicGalleryEndpoints.sharePreview, {
        params: { id: locked.eventId },
        ...(token ? { token } : {}),
      });
    const { share_gallery_preview } = replyOf(await preview(ada.token));
    expect(share_gallery_preview.gallery.has_gallery_password).toBe(true);
    const picture = await t.app.inject({ url: share_gallery_preview.item?.event_photo ?? '' });
    expect(picture.statusCode).toBe(200);
    const grace = await options.organiser('Monthly Pro');
    expect((await preview(grace.token)).statusCode).toBe(404);
    expect((await preview()).statusCode).toBe(401);
  });

  it("puts link preview tags on an open gallery's page: its event's name, tagline and newest picture", async () => {
    const reply = await t.app.inject({ url: `/social/gallery/${b64(open.uuid)}` });
    expect(reply.statusCode).toBe(200);
    const body = reply.body;
    const name = body.match(/<meta property="og:title" content="([^"]*)"/)?.[1];
    expect(name).toBeTruthy();
    expect(body).toContain('<meta property="og:description" content="Smile!" />');
    expect(body).toContain(`<meta property="og:url" content="${t.config.appUrl}/social/gallery/${b64(open.uuid)}" />`);
    expect(body).toMatch(/<meta property="og:image" content="http[^"]+\/api\/v1\/social-gallery-file\/\d+\//);
    expect(body).toContain('name="twitter:card" content="summary_large_image"');
  });

  it("puts link preview tags in a guest's view of an open gallery's item, and none in a protected one's or an organiser preview", async () => {
    const viewId = b64(`${open.uuid}:${open.items[0]?.id}`);
    for (const page of [`/social/gallery/view/${viewId}`, `/gallery/share/view/one/${viewId}`]) {
      const reply = await t.app.inject({ url: page });
      expect(reply.statusCode).toBe(200);
      expect(reply.body).toContain('<meta property="og:title" content="');
      expect(reply.body).toContain('<meta property="og:description" content="Smile!" />');
      expect(reply.body).toMatch(
        new RegExp(
          `<meta property="og:image" content="${t.config.appUrl}${galleryFileAddress(open.items[0]?.id, 'preview').replace(/preview$/, '')}`,
        ),
      );
      expect(reply.body).toContain('name="twitter:card"');
    }
    // A protected gallery's item, and the organiser's signed-in previews (named by event id), get none.
    for (const page of [
      `/social/gallery/${b64(locked.uuid)}`,
      `/social/gallery/view/${b64(`${locked.uuid}:${locked.items[0]?.id}`)}`,
      `/gallery/share/view/two/${viewId}`,
      `/gallery/share/view/three/${open.eventId}`,
    ]) {
      const plain = await t.app.inject({ url: page });
      expect(plain.statusCode, page).toBe(200);
      expect(plain.body, page).toContain('<title>Boothdeck</title>');
      expect(plain.body, page).not.toContain('og:');
    }
  });
});
