import { publicGalleryEndpoints, sharingEndpoints } from '@boothdeck/contract';
import { API_PREFIX } from '@boothdeck/contract/endpoint-address';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApp, errorOf } from '../../test/call-app.ts';
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
  const call = (url: string, headers: Record<string, string> = {}) => setup.call(url, headers);
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
    const reply = await call(`social-gallery-item/${open.id}?per_page=1`);
    expect(reply.statusCode, reply.body).toBe(200);
    const { gallery, gallery_items } = reply.json();
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
    expect(gallery_items.data[0].id).toBe(open.items[1]?.id);
    expect(gallery_items.data[0].event_photo).toBe(galleryFileAddress(open.items[1]?.id, 'thumbnail'));
  });

  it('answers the share settings, one item and the slide show under the keys the contract names', async () => {
    const share = (await call(`social-gallery-share-item/${open.id}`)).json();
    expect(Object.keys(share).sort()).toEqual(['contents', 'share_gallery']);
    expect(share.contents.tagline).toBe('Smile!');
    const slider = (await call(`social-gallery-slider/${open.id}`)).json();
    expect(slider.gallery_items.map((item: { id: number }) => item.id)).toEqual(
      open.items.map((item) => item.id).reverse(),
    );
    const viewId = slider.gallery_items[0].view_id;
    const shown = await call(`show-gallery-share/${viewId}`);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json().share_gallery.item).toMatchObject({ id: open.items[1]?.id, media_type: 'video' });
    const link = await call(`social-gallery-download-link/${viewId}`);
    expect(link.statusCode, link.body).toBe(200);
    const file = await t.app.inject({ url: link.json().url });
    expect(file.rawPayload.equals(open.items[1]?.bytes ?? Buffer.alloc(0))).toBe(true);
  });

  it('answers 404 to an unknown or invalid id on every call', async () => {
    const unknown = b64('00000000-0000-4000-8000-000000000000');
    const foreignItem = b64(`${open.uuid}:${locked.items[0]?.id}`);
    for (const url of [
      `social-gallery-item/${unknown}`,
      'social-gallery-item/not*base64',
      `social-gallery-item/${b64('hello')}`,
      `social-gallery-share-item/${unknown}`,
      `social-gallery-slider/${unknown}`,
      `show-gallery-share/${unknown}`,
      `show-gallery-share/${foreignItem}`,
      `social-gallery-download-link/${b64(`${open.uuid}:999999`)}`,
    ]) {
      expect((await call(url)).statusCode, url).toBe(404);
    }
    expect((await guess({ ...open, id: unknown }, 'x')).statusCode).toBe(404);
  });

  it('refuses every call and file of a protected gallery without the grant, and serves them with it', async () => {
    const viewId = b64(`${locked.uuid}:${locked.items[0]?.id}`);
    const calls = [
      `social-gallery-item/${locked.id}`,
      `social-gallery-share-item/${locked.id}`,
      `social-gallery-slider/${locked.id}`,
      `show-gallery-share/${viewId}`,
      `social-gallery-download-link/${viewId}`,
    ];
    for (const url of calls) expect((await call(url)).statusCode, url).toBe(403);
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
    const grid = await call(`social-gallery-item/${locked.id}`, { cookie });
    expect(grid.statusCode, grid.body).toBe(200);
    const urls = grid
      .json()
      .gallery_items.data.flatMap((item: { event_photo: string; preview: string | null }) => [
        item.event_photo,
        item.preview,
      ]);
    for (const url of urls.filter(Boolean)) {
      expect(url).not.toMatch(/^\/media\//);
      const reply = await t.app.inject({ url, headers: { cookie } });
      expect(reply.statusCode, url).toBe(200);
      expect(String(reply.headers['content-type'])).toMatch(/^image\//);
      expect((await t.app.inject({ url })).statusCode, url).toBe(403);
    }
    for (const url of calls.slice(0, 4)) expect((await call(url, { cookie })).statusCode, url).toBe(200);
    // The e-mail share is on but downloads are off.
    expect((await call(`social-gallery-download-link/${viewId}`, { cookie })).statusCode).toBe(403);
  });

  it("opens with a grant that gallery only, and a forged or another gallery's grant opens nothing", async () => {
    const { cookie } = await grantOf(locked);
    expect((await call(`social-gallery-item/${other.id}`, { cookie })).statusCode).toBe(403);
    const renamed = cookie.replace(`gallery_access_${locked.eventId}=`, `gallery_access_${other.eventId}=`);
    expect((await call(`social-gallery-item/${other.id}`, { cookie: renamed })).statusCode).toBe(403);
    const forged = cookie.replace(/\.(.)/, (_, first: string) => `.${first === 'A' ? 'B' : 'A'}`);
    expect((await call(`social-gallery-item/${locked.id}`, { cookie: forged })).statusCode).toBe(403);
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
    const reply = await options.get(ada, `social-gallery-share-preview/${locked.eventId}`);
    expect(reply.statusCode, reply.body).toBe(200);
    const { share_gallery_preview } = reply.json();
    expect(share_gallery_preview.gallery.has_gallery_password).toBe(true);
    const picture = await t.app.inject({ url: share_gallery_preview.item.event_photo });
    expect(picture.statusCode).toBe(200);
    const grace = await options.organiser('Monthly Pro');
    expect((await options.get(grace, `social-gallery-share-preview/${locked.eventId}`)).statusCode).toBe(404);
    expect((await call(`social-gallery-share-preview/${locked.eventId}`)).statusCode).toBe(401);
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
