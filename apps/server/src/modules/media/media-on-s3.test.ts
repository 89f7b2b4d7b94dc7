/**
 * Media in an S3 bucket, end to end against a real S3 API server on 127.0.0.1: a booth's upload
 * lands in the bucket (nothing in the data folder) and the gallery serves it; a protected
 * gallery's files still need its grant; the ZIP of a gallery and signed downloads come from the
 * bucket; public files are served at /media/.
 */
import { randomBytes } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { galleryEndpoints, publicGalleryEndpoints } from '@boothdeck/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApp, replyOf } from '../../test/call-app.ts';
import { cameraJpeg, clipMp4 } from '../../test/capture-fixtures.ts';
import { defined } from '../../test/defined.ts';
import { mediaSetup } from '../../test/media-setup.ts';
import { postMedia } from '../../test/media-upload-client.ts';
import { publicGalleryApp } from '../../test/public-gallery-setup.ts';
import { readZip } from '../../test/read-zip.ts';
import { type S3TestServer, startS3TestServer } from '../../test/s3-test-server.ts';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../../test/test-app.ts';
import { createStoredZip } from '../gallery/stored-zip.ts';
import { createMediaRepository } from './media.repository.ts';
import { ORPHAN_MIN_AGE_MS, sweepOrphanFiles } from './orphan-files.ts';

describe.each(TEST_DIALECTS)('media on S3 on %s', (dialect) => {
  let s3: S3TestServer;
  let t: TestApp;
  let setup: ReturnType<typeof mediaSetup>;

  beforeAll(async () => {
    s3 = await startS3TestServer();
    t = await createTestApp(dialect, { s3: s3.settings });
    setup = mediaSetup(t);
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  const rowOf = (mediaId: number) =>
    t.app.platform.database.db
      .selectFrom('media_items')
      .selectAll()
      .where('id', '=', mediaId)
      .executeTakeFirstOrThrow();

  it('stores a booth upload in the bucket; the gallery lists it and serves its thumbnail and clip', async () => {
    const { member, eventId, token } = await setup.boothWith();
    const photo = await postMedia(t.app, token, {
      media_type: 'photo',
      client_id: setup.nextClientId(),
      captured_at: '2026-11-24T21:04:05.120Z',
      file: { bytes: await cameraJpeg(), name: 'capture.jpg' },
    });
    expect(photo.statusCode, photo.body).toBe(200);
    const clip = { bytes: await clipMp4(), name: 'clip.mp4' };
    const video = await postMedia(t.app, token, {
      media_type: 'video',
      client_id: setup.nextClientId(),
      captured_at: '2026-11-24T21:05:00.000Z',
      file: clip,
      poster: { bytes: await cameraJpeg(), name: 'poster.jpg' },
    });
    expect(video.statusCode, video.body).toBe(200);

    const row = await rowOf(replyOf(photo).media.id);
    const keys = await s3.keys();
    for (const key of [row.file_path, row.thumbnail_path, row.preview_path]) expect(keys).toContain(key);
    expect(await setup.storedKeys()).toEqual([]);

    const grid = await callApp(t.app, galleryEndpoints.items, {
      query: { event_id: eventId, gallery_item: 'photo' },
      token: member.token,
    });
    const listed = replyOf(grid).gallery_photo.data;
    expect(listed.map((item) => item.id)).toEqual([row.id]);

    const thumbnail = await t.app.inject({ url: listed.find((item) => item.id === row.id)?.event_photo ?? '' });
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.headers['content-type']).toBe('image/webp');
    expect(thumbnail.rawPayload.equals(await t.app.platform.storage.read(row.thumbnail_path ?? ''))).toBe(true);
    const played = await t.app.inject({ url: defined(replyOf(video).media.event_video) });
    expect(played.rawPayload.equals(clip.bytes)).toBe(true);
  });

  it('zips a gallery from the bucket, every original byte for byte', async () => {
    const { member, eventId, token } = await setup.boothWith();
    const originals: Buffer[] = [];
    for (let index = 0; index < 3; index += 1) {
      const reply = await postMedia(t.app, token, {
        media_type: 'photo',
        client_id: setup.nextClientId(),
        captured_at: `2026-11-24T21:0${index}:00.000Z`,
        file: { bytes: await cameraJpeg(), name: 'capture.jpg' },
      });
      expect(reply.statusCode, reply.body).toBe(200);
      originals.push(await t.app.platform.storage.read((await rowOf(replyOf(reply).media.id)).file_path));
    }
    const { uuid } = await setup.client.show(member, eventId);
    const zip = await callApp(t.app, galleryEndpoints.downloadAll, {
      query: { type: 'photos', event_id: uuid },
      token: member.token,
    });
    expect(zip.statusCode, zip.body).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    const entries = await readZip(zip.rawPayload);
    expect(entries).toHaveLength(3);
    expect(entries.map((entry) => entry.bytes.toString('base64')).sort()).toEqual(
      originals.map((bytes) => bytes.toString('base64')).sort(),
    );
  });

  it('opens each object only when the archive reaches it, so a ZIP holds one at a time', async () => {
    const { storage } = t.app.platform;
    const keys = ['a', 'b', 'c', 'd'].map((name) => `event_gallery/photo/zip0${name}.jpg`);
    for (const key of keys) await storage.put(key, randomBytes(512 * 1024));
    let open = 0;
    let mostOpen = 0;
    const zip = createStoredZip();
    for (const key of keys) {
      zip.add({
        name: key,
        size: 512 * 1024,
        mtime: new Date(),
        async open() {
          open += 1;
          mostOpen = Math.max(mostOpen, open);
          const { stream } = await storage.openRead(key);
          stream.once('end', () => {
            open -= 1;
          });
          return stream;
        },
      });
    }
    const { stream } = await zip.finish();
    const entries = await readZip(await buffer(stream));
    expect(entries.map((entry) => entry.name)).toEqual(keys);
    expect(mostOpen).toBe(1);
  });

  it("answers a signed download with the bucket's short-lived address of the original", async () => {
    const { member, token } = await setup.boothWith();
    const reply = await postMedia(t.app, token, {
      media_type: 'photo',
      client_id: setup.nextClientId(),
      captured_at: '2026-11-24T21:04:05.120Z',
      file: { bytes: await cameraJpeg(), name: 'capture.jpg' },
    });
    const row = await rowOf(replyOf(reply).media.id);
    const link = replyOf(
      await callApp(t.app, galleryEndpoints.downloadLink, { body: { media_id: row.id }, token: member.token }),
    );
    const opened = await t.app.inject({ url: link.url });
    expect(opened.statusCode).toBe(302);
    const direct = new URL(String(opened.headers.location));
    expect(direct.origin).toBe(s3.settings.endpoint);
    expect(Number(direct.searchParams.get('X-Amz-Expires'))).toBeLessThanOrEqual(60);
    const fetched = await fetch(direct);
    expect(fetched.status).toBe(200);
    expect(fetched.headers.get('content-disposition')).toMatch(/^attachment; filename=".+\.jpg"$/);
    expect(Buffer.from(await fetched.arrayBuffer()).equals(await t.app.platform.storage.read(row.file_path))).toBe(
      true,
    );
    const forged = new URL(link.url, 'http://boothdeck.test');
    forged.searchParams.set('signature', 'x'.repeat(43));
    expect((await t.app.inject({ url: `${forged.pathname}${forged.search}` })).statusCode).toBe(403);
  });

  it("removes a day-old capture's files that no row names, never a named file or a fresh one", async () => {
    const { token } = await setup.boothWith();
    const reply = await postMedia(t.app, token, {
      media_type: 'photo',
      client_id: setup.nextClientId(),
      captured_at: '2026-11-24T21:04:05.120Z',
      file: { bytes: await cameraJpeg(), name: 'capture.jpg' },
    });
    const row = await rowOf(replyOf(reply).media.id);
    const { storage } = t.app.platform;
    // What a crash between the files and the row leaves.
    const orphans = ['event_gallery/photo/0rphan01.jpg', 'event_gallery/thumb/0rphan01.webp'];
    for (const key of orphans) await storage.put(key, Buffer.from('no row names me'));
    const repository = createMediaRepository(t.app.platform.database.db);

    expect(await sweepOrphanFiles({ repository, storage }, new Date(Date.now() - ORPHAN_MIN_AGE_MS))).toBe(0);
    expect(await s3.keys()).toEqual(expect.arrayContaining(orphans));

    const removed = await sweepOrphanFiles({ repository, storage }, new Date(Date.now() + 60_000));
    expect(removed).toBeGreaterThanOrEqual(orphans.length);
    const left = await s3.keys();
    for (const key of orphans) expect(left).not.toContain(key);
    for (const key of [row.file_path, row.thumbnail_path, row.preview_path]) expect(left).toContain(key);
  });

  it('serves public files at /media/ from the bucket, cached for good, and never an original', async () => {
    const { storage } = t.app.platform;
    await storage.put('event_info_image/a1b2c3d4.png', Buffer.from('an event image'));
    const served = await t.app.inject({ url: storage.publicUrl('event_info_image/a1b2c3d4.png') });
    expect(served.statusCode).toBe(200);
    expect(served.body).toBe('an event image');
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const head = await t.app.inject({ method: 'HEAD', url: storage.publicUrl('event_info_image/a1b2c3d4.png') });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe('14');
    const [original] = (await s3.keys()).filter((key) => key.startsWith('event_gallery/photo/'));
    for (const url of [`/media/${original}`, '/media/event_info_image/missing.png', '/media/../x.png']) {
      expect((await t.app.inject({ url })).statusCode, url).toBe(404);
    }
  });
});

describe.each(TEST_DIALECTS)('a protected gallery on S3 on %s', (dialect) => {
  let s3: S3TestServer;
  let setup: Awaited<ReturnType<typeof publicGalleryApp>>;

  beforeAll(async () => {
    s3 = await startS3TestServer();
    setup = await publicGalleryApp(dialect, {}, { s3: s3.settings });
  });
  afterAll(async () => {
    await setup?.t.close();
    await s3?.close();
  });

  it('serves its thumbnails from the bucket only with the grant', async () => {
    const locked = await setup.gallery({ gallery_password: 'open sesame', email: 1 });
    const thumbnail = (extraHeaders?: Record<string, string>) =>
      callApp(setup.t.app, publicGalleryEndpoints.file, {
        params: { mediaId: locked.items[0]?.id ?? 0, kind: 'thumbnail' },
        extraHeaders,
      });
    expect((await thumbnail()).statusCode).toBe(403);
    const { cookie } = await setup.grantOf(locked);
    const granted = await thumbnail({ cookie });
    expect(granted.statusCode).toBe(200);
    expect(granted.headers['cache-control']).toBe('private, max-age=3600');
    const { thumbnail_path } = await setup.t.app.platform.database.db
      .selectFrom('media_items')
      .select('thumbnail_path')
      .where('id', '=', locked.items[0]?.id ?? 0)
      .executeTakeFirstOrThrow();
    expect(await s3.keys()).toContain(thumbnail_path);
    expect(granted.rawPayload.equals(await setup.t.app.platform.storage.read(thumbnail_path ?? ''))).toBe(true);
  });
});
