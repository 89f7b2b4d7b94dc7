import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaFixtures, type StoredMedia } from '../../test/media-fixtures.ts';
import { type OptionsClient, optionsClient } from '../../test/options-client.ts';
import type { SignedIn } from '../../test/packages-client.ts';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../../test/test-app.ts';
import { GALLERY_PASSWORD_RULES } from './gallery-access.ts';

const at = (minute: number) => new Date(Date.UTC(2026, 4, 1, 12, minute)).toISOString();
const b64 = (text: string) => Buffer.from(text).toString('base64');

type Gallery = { eventId: number; uuid: string; id: string; items: StoredMedia[] };

describe.each(TEST_DIALECTS)('public gallery on %s', (dialect) => {
  let t: TestApp;
  let options: OptionsClient;
  let ada: SignedIn;
  let open: Gallery;
  let locked: Gallery;
  let other: Gallery;

  const call = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url: `/api/v1/${url}`, headers });
  const guess = (gallery: Gallery, password: string, address = '203.0.113.7') =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/check-gallery-password',
      payload: { eventId: gallery.id, password },
      remoteAddress: address,
    });

  async function gallery(settings: Record<string, unknown>): Promise<Gallery> {
    const eventId = await options.eventWith(ada, { video: 1 }, { microsite: 1 });
    const library = await options.libraries(ada);
    const saved = await options.post(ada, 'social-gallery', {
      eventId,
      microsite_template_id: library.micrositeTemplates[0],
      ...settings,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const { uuid } = await t.app.platform.database.db
      .selectFrom('events')
      .select('uuid')
      .where('id', '=', eventId)
      .executeTakeFirstOrThrow();
    const media = mediaFixtures(t.app);
    const items = [await media.add(eventId, 'photo', at(1)), await media.add(eventId, 'video', at(2))];
    return { eventId, uuid, id: b64(uuid), items };
  }

  const grantOf = async (target: Gallery) => {
    const reply = await guess(target, 'open sesame');
    expect(reply.statusCode, reply.body).toBe(200);
    const cookie = String(reply.headers['set-cookie']);
    return { cookie: cookie.split(';')[0] ?? '', full: cookie };
  };

  beforeAll(async () => {
    // A stand-in web build, so pages are answered with index.html and its link preview tags.
    const webDistDir = await fs.mkdtemp(path.join(os.tmpdir(), 'boothdeck-web-'));
    await fs.writeFile(
      path.join(webDistDir, 'index.html'),
      '<!doctype html><html><head><title>Boothdeck</title></head></html>',
    );
    t = await createTestApp(dialect, { webDistDir });
    options = optionsClient(t.app, t.config.dataDir, t.config.appUrl);
    ada = await options.organiser('Monthly Pro');
    open = await gallery({ facebook: 1, download: 1, contents: { contentBodyText: 'Smile!', buttonText: '' } });
    locked = await gallery({ gallery_password: 'open sesame', email: 1 });
    other = await gallery({ gallery_password: 'open sesame' });
  });
  afterAll(() => t.close());

  it('answers the grid with the settings, spec defaults for blanks, and pages newest first', async () => {
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
    expect(gallery_items.data[0].event_photo).toBe(`/api/v1/social-gallery-file/${open.items[1]?.id}/thumbnail`);
  });

  it('answers the share settings, one item and the slide show under the spec keys', async () => {
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
      ['thumbnail', 'preview'].map((kind) => `/api/v1/social-gallery-file/${item.id}/${kind}`),
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
    expect(wrong.json().message).toBe('The password is incorrect.');
    const { cookie, full } = await grantOf(locked);
    expect(full).toMatch(/HttpOnly/);
    expect(full).toMatch(/SameSite=Strict/);
    expect(full).toMatch(/Path=\/api\/v1\//);
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
    const file = `/api/v1/social-gallery-file/${other.items[0]?.id}/thumbnail`;
    expect((await t.app.inject({ url: file, headers: { cookie } })).statusCode).toBe(403);
  });

  it('lets a guest share from a protected gallery only with its grant', async () => {
    const share = (headers: Record<string, string> = {}) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/share-gallery-count-email-sms',
        payload: {
          event_id: locked.eventId,
          media_id: locked.items[0]?.id,
          sharing_platform: 'email',
          email: 'guest@example.com',
        },
        headers,
        remoteAddress: '198.51.100.9',
      });
    expect((await share()).statusCode).toBe(403);
    const { cookie } = await grantOf(locked);
    const shared = await share({ cookie });
    expect(shared.statusCode, shared.body).toBe(200);
  });

  it('limits guesses per gallery and address without blocking that address at other galleries', async () => {
    const address = '198.51.100.20';
    for (let attempt = 0; attempt < GALLERY_PASSWORD_RULES.perVisitor.limit; attempt++) {
      expect((await guess(other, 'wrong', address)).statusCode).toBe(422);
    }
    expect((await guess(other, 'wrong', address)).statusCode).toBe(429);
    expect((await guess(other, 'open sesame', address)).statusCode).toBe(429);
    // Another visitor behind the same address, at another gallery: not held back.
    expect((await guess(locked, 'open sesame', address)).statusCode).toBe(200);
    // Another address at the same gallery: still guessing.
    expect((await guess(other, 'open sesame', '198.51.100.21')).statusCode).toBe(200);
  });

  it('caps guesses at one gallery from every address together', async () => {
    const target = await gallery({ gallery_password: 'open sesame' });
    const { limit } = GALLERY_PASSWORD_RULES.perGallery;
    const perVisitor = GALLERY_PASSWORD_RULES.perVisitor.limit;
    for (let attempt = 0; attempt < limit; attempt++) {
      const address = `10.0.${Math.floor(attempt / perVisitor)}.${attempt % perVisitor}`;
      expect((await guess(target, 'wrong', `${address}`)).statusCode).toBe(422);
    }
    expect((await guess(target, 'open sesame', '10.9.9.9')).statusCode).toBe(429);
    expect((await guess(locked, 'open sesame', '10.9.9.9')).statusCode).toBe(200);
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

  it('puts link preview tags in a shared view of an open gallery, and none in a protected one', async () => {
    const viewId = b64(`${open.uuid}:${open.items[0]?.id}`);
    for (const page of [`/social/gallery/view/${viewId}`, `/gallery/share/view/two/${viewId}`]) {
      const reply = await t.app.inject({ url: page });
      expect(reply.statusCode).toBe(200);
      expect(reply.body).toContain('<meta property="og:title" content="');
      expect(reply.body).toContain('<meta property="og:description" content="Smile!" />');
      expect(reply.body).toMatch(
        new RegExp(
          `<meta property="og:image" content="${t.config.appUrl}/api/v1/social-gallery-file/${open.items[0]?.id}/`,
        ),
      );
      expect(reply.body).toContain('name="twitter:card"');
    }
    const hidden = await t.app.inject({ url: `/social/gallery/view/${b64(`${locked.uuid}:${locked.items[0]?.id}`)}` });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.body).toContain('<title>Boothdeck</title>');
    expect(hidden.body).not.toContain('og:');
  });
});
