/**
 * A large clip sent the way a kiosk on venue Wi-Fi sends it: by tus (tus-js-client against a
 * listening server), cut off part way, resumed, then stored by POST /booth/media naming the
 * upload. What a booth notices: the resume continues where the server stopped, the capture is
 * stored once however often the final call is repeated, and no other booth can touch the upload.
 */
import type { AddressInfo } from 'node:net';
import {
  boothMediaEndpoints,
  galleryEndpoints,
  MEDIA_UPLOAD_MESSAGES,
  RESUMABLE_UPLOADS,
  uploadIdOf,
} from '@boothdeck/contract';
import { API_PREFIX } from '@boothdeck/contract/endpoint-address';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boothHeaders, signInBooth } from '../../test/booth-client.ts';
import { errorOf, replyOf } from '../../test/call-app.ts';
import { cameraJpeg, clipMp4, largeClipMp4 } from '../../test/capture-fixtures.ts';
import { defined } from '../../test/defined.ts';
import { mediaSetup } from '../../test/media-setup.ts';
import { postMedia } from '../../test/media-upload-client.ts';
import { openApiKey } from '../../test/openapi-key.ts';
import type { SignedIn } from '../../test/packages-client.ts';
import { openApiDocumentOf } from '../../test/plain-replies.ts';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../../test/test-app.ts';
import { sendResumably } from '../../test/tus-client.ts';
import { createResumableUploads } from './resumable-uploads.ts';

const MB = 1024 * 1024;
const CLIP_BYTES = 3 * MB;
const CHUNK_BYTES = 1 * MB;

describe.each(TEST_DIALECTS)('resumable booth uploads on %s', (dialect) => {
  let t: TestApp;
  let setup: ReturnType<typeof mediaSetup>;
  let base: string;
  let owner: SignedIn;
  let eventId: number;
  let token: string;
  let clip: Buffer;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    setup = mediaSetup(t);
    ({ member: owner, eventId, token } = await setup.boothWith());
    clip = await largeClipMp4(CLIP_BYTES);
  });
  afterAll(() => t.close());

  const endpoint = () => `${base}${API_PREFIX}${RESUMABLE_UPLOADS.path}`;
  const headUpload = (url: string, booth = token) =>
    fetch(url, { method: 'HEAD', headers: { ...boothHeaders(booth), 'tus-resumable': '1.0.0' } });

  /** Sends the clip by tus from `uploadUrl` (or a new upload); `stopAfter` aborts once that much is in. */
  const send = (options: { uploadUrl?: string; stopAfter?: number }) =>
    sendResumably({ endpoint: endpoint(), token, file: clip, chunkBytes: CHUNK_BYTES, ...options });

  const galleryVideos = async () => {
    const reply = await setup.client.call(owner, galleryEndpoints.items, {
      query: { event_id: eventId, gallery_item: 'video' },
    });
    return replyOf(reply).gallery_photo.data;
  };

  it('resumes a cut-off clip where the server stopped and stores it once', async () => {
    const before = (await galleryVideos()).length;
    const url = await send({ stopAfter: CHUNK_BYTES });
    const cut = await headUpload(url);
    expect(cut.status).toBe(200);
    const kept = Number(cut.headers.get('upload-offset'));
    expect(kept).toBeGreaterThanOrEqual(CHUNK_BYTES);
    expect(kept).toBeLessThan(CLIP_BYTES);

    expect(await send({ uploadUrl: url })).toBe(url);
    expect((await headUpload(url)).headers.get('upload-offset')).toBe(String(CLIP_BYTES));

    const parts = {
      media_type: 'video',
      client_id: setup.nextClientId(),
      captured_at: '2026-11-24T21:04:05.120Z',
      upload_id: uploadIdOf(url),
      poster: { bytes: await cameraJpeg(), name: 'poster.jpg' },
    };
    const stored = await postMedia(t.app, token, parts);
    expect(stored.statusCode, stored.body).toBe(200);
    const { media } = replyOf(stored);
    const served = await t.app.inject({ url: defined(media.event_video) });
    expect(served.rawPayload.equals(clip)).toBe(true);
    // Stored, the upload itself is gone.
    expect((await headUpload(url)).status).toBe(404);

    // The reply was lost, say: the same call again answers the same capture.
    const repeated = await postMedia(t.app, token, parts);
    expect(repeated.statusCode, repeated.body).toBe(200);
    expect(replyOf(repeated).media.id).toBe(media.id);
    const videos = await galleryVideos();
    expect(videos).toHaveLength(before + 1);
    expect(videos.filter((video) => video.id === media.id)).toHaveLength(1);
  });

  it('refuses a finished upload stored under a client_id that names another capture', async () => {
    const clientId = setup.nextClientId();
    const poster = { bytes: await cameraJpeg(), name: 'poster.jpg' };
    const small = { bytes: await clipMp4(), name: 'clip.mp4' };
    const first = await postMedia(t.app, token, { media_type: 'video', client_id: clientId, file: small, poster });
    expect(first.statusCode, first.body).toBe(200);

    const url = await send({});
    const reused = await postMedia(t.app, token, {
      media_type: 'video',
      client_id: clientId,
      upload_id: uploadIdOf(url),
      poster,
    });
    expect(reused.statusCode, reused.body).toBe(409);
    expect(errorOf(reused, 409)).toEqual({ message: MEDIA_UPLOAD_MESSAGES.clientIdTaken });
  });

  it('keeps each upload to its own booth and refuses callers without a booth token', async () => {
    const url = await send({ stopAfter: CHUNK_BYTES });
    const other = await setup.boothWith();
    expect((await headUpload(url, other.token)).status).toBe(404);
    const stolen = await postMedia(t.app, other.token, {
      media_type: 'video',
      client_id: setup.nextClientId(),
      captured_at: '2026-11-24T21:04:05.120Z',
      upload_id: uploadIdOf(url),
      poster: { bytes: await cameraJpeg(), name: 'poster.jpg' },
    });
    expect(stolen.statusCode).toBe(422);
    expect(errorOf(stolen, 422).errors.upload_id).toEqual([
      'This upload is not on the server: upload the capture again.',
    ]);

    const anonymous = await fetch(endpoint(), {
      method: 'POST',
      headers: { 'tus-resumable': '1.0.0', 'upload-length': '10' },
    });
    expect(anonymous.status).toBe(401);
    expect((await headUpload(url)).status).toBe(200);
  });

  it('limits the uploads one booth has in progress, by count and by declared bytes, and not other booths', async () => {
    const { token: booth, eventId: boothEvent } = await setup.boothWith();
    const create = (length: number, as = booth) =>
      fetch(endpoint(), {
        method: 'POST',
        headers: { ...boothHeaders(as), 'tus-resumable': '1.0.0', 'upload-length': String(length) },
      });
    const { uploads, bytes } = RESUMABLE_UPLOADS.perBooth;
    // Declared bytes: the largest clips, until their sum would pass the limit.
    const largest = 200 * MB;
    const fit = Math.floor(bytes / largest);
    const created: string[] = [];
    for (let i = 0; i < fit; i++) {
      const reply = await create(largest);
      expect(reply.status).toBe(201);
      created.push(reply.headers.get('location') ?? '');
    }
    const tooLarge = await create(largest);
    expect(tooLarge.status).toBe(429);
    expect(await tooLarge.text()).toContain('too many uploads in progress');
    // Another booth of the same event has room of its own.
    const { uuid } = await t.app.platform.database.db
      .selectFrom('events')
      .select('uuid')
      .where('id', '=', boothEvent)
      .executeTakeFirstOrThrow();
    expect((await create(largest, await signInBooth(t.app, uuid))).status).toBe(201);
    // Count: small uploads up to the limit, then no more.
    for (let i = fit; i < uploads; i++) expect((await create(1024)).status).toBe(201);
    expect((await create(1024)).status).toBe(429);
    // Removing one makes room again.
    const removed = await fetch(new URL(created[0] ?? '', endpoint()), {
      method: 'DELETE',
      headers: { ...boothHeaders(booth), 'tus-resumable': '1.0.0' },
    });
    expect(removed.status).toBe(204);
    expect((await create(1024)).status).toBe(201);
  });

  it('asks for the rest of an unfinished upload before storing it', async () => {
    const url = await send({ stopAfter: CHUNK_BYTES });
    const early = await postMedia(t.app, token, {
      media_type: 'video',
      client_id: setup.nextClientId(),
      captured_at: '2026-11-24T21:04:05.120Z',
      upload_id: uploadIdOf(url),
      poster: { bytes: await cameraJpeg(), name: 'poster.jpg' },
    });
    expect(early.statusCode).toBe(422);
    expect(errorOf(early, 422).errors.upload_id).toEqual(['This upload is not finished: send the rest of it first.']);
  });

  it('is described in the OpenAPI document, and the capture call names upload_id', async () => {
    const { paths } = await openApiDocumentOf(t.app);
    const uploads = paths[openApiKey(RESUMABLE_UPLOADS)];
    expect(Object.keys(uploads ?? {})).toEqual(expect.arrayContaining(['post', 'patch', 'head', 'delete']));
    expect(uploads?.post?.summary).toMatch(/tus/);
    expect(paths[`${openApiKey(RESUMABLE_UPLOADS)}/{uploadId}`]).toBeDefined();
    expect(JSON.stringify(paths[openApiKey(boothMediaEndpoints.upload)])).toContain('upload_id');
  });

  it('removes uploads left unchanged for the maximum age', async () => {
    const url = await send({ stopAfter: CHUNK_BYTES });
    const { database, storage } = t.app.platform;
    const uploads = createResumableUploads({ db: database.db, storage, workFolder: t.config.dataDir });
    expect(await uploads.sweep()).toBe(0);
    expect((await headUpload(url)).status).toBe(200);
    const dayLater = Date.now() + RESUMABLE_UPLOADS.removedAfterHours * 60 * 60 * 1000 + 1;
    expect(await uploads.sweep(dayLater)).toBeGreaterThan(0);
    expect((await headUpload(url)).status).toBe(404);
  });
});
