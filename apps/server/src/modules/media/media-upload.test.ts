import { boothMediaEndpoints, eventEndpoints, MEDIA_MAX_BYTES, MEDIA_UPLOAD_MESSAGES } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAppUnchecked, errorOf, replyOf } from '../../test/call-app.ts';
import { animatedGif, cameraJpeg, clipMp4, plainPng } from '../../test/capture-fixtures.ts';
import { defined } from '../../test/defined.ts';
import { OPTION_BODY } from '../../test/events-client.ts';
import { mediaSetup } from '../../test/media-setup.ts';
import { multipartBody, postMedia, type UploadParts } from '../../test/media-upload-client.ts';
import type { SignedIn } from '../../test/packages-client.ts';
import { documentedBody, openApiDocumentOf } from '../../test/plain-replies.ts';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../../test/test-app.ts';

describe.each(TEST_DIALECTS)('POST /booth/media on %s', (dialect) => {
  let t: TestApp;
  let setup: ReturnType<typeof mediaSetup>;
  let owner: SignedIn;
  let eventId: number;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    setup = mediaSetup(t);
    ({ member: owner, eventId, token } = await setup.boothWith());
  });
  afterAll(() => t.close());

  const photoParts = async (extra: UploadParts = {}): Promise<UploadParts> => ({
    media_type: 'photo',
    client_id: setup.nextClientId(),
    captured_at: '2026-11-24T21:04:05.120Z',
    // The name says PNG: the bytes say JPEG, and the bytes decide.
    file: { bytes: await cameraJpeg(), name: 'capture.png' },
    ...extra,
  });
  const rowsOf = (clientId: string) =>
    t.app.platform.database.db.selectFrom('media_items').selectAll().where('client_id', '=', clientId).execute();

  it('stores a photo and answers its gallery item; the same client_id again answers the same item', async () => {
    const parts = await photoParts();
    const first = await postMedia(t.app, token, parts);
    expect(first.statusCode).toBe(200);
    const { media } = replyOf(first);
    expect(media).toMatchObject({ event_id: eventId, media_type: 'photo', event_video: null });
    expect((await t.app.inject({ url: defined(media.event_photo) })).headers['content-type']).toBe('image/webp');
    const keys = await setup.storedKeys();

    const retry = await postMedia(t.app, token, parts);
    expect(retry.statusCode).toBe(200);
    expect(replyOf(retry)).toEqual(replyOf(first));
    expect(await rowsOf(String(parts.client_id))).toHaveLength(1);
    expect(await setup.storedKeys()).toEqual(keys);
  });

  it('refuses other bytes under a client_id already used, rather than answer another capture', async () => {
    const parts = await photoParts();
    const first = await postMedia(t.app, token, parts);
    expect(first.statusCode).toBe(200);
    // A booth that restarted its counter sends a new photo under an old id.
    const other = await postMedia(t.app, token, { ...parts, file: { bytes: await plainPng(), name: 'new.png' } });
    expect(other.statusCode).toBe(409);
    expect(errorOf(other, 409)).toEqual({ message: MEDIA_UPLOAD_MESSAGES.clientIdTaken });
    expect(await rowsOf(String(parts.client_id))).toHaveLength(1);
    // The same bytes again are a retry, and still answer the stored item.
    expect(replyOf(await postMedia(t.app, token, parts))).toEqual(replyOf(first));
  });

  it('keeps which booth session sent a capture and when it was taken, by default when it arrived', async () => {
    const taken = await photoParts({ captured_at: '2026-11-24T22:04:05+01:00' });
    expect((await postMedia(t.app, token, taken)).statusCode).toBe(200);
    const [row] = await rowsOf(String(taken.client_id));
    expect(row?.captured_at).toBe('2026-11-24T21:04:05.000Z');
    const session = await t.app.platform.database.db
      .selectFrom('booth_sessions')
      .select('id')
      .where('id', '=', row?.booth_session_id ?? 0)
      .where('event_id', '=', eventId)
      .executeTakeFirst();
    expect(session).toBeDefined();

    const { captured_at: _, ...untimed } = await photoParts();
    const before = Date.now();
    expect((await postMedia(t.app, token, untimed)).statusCode).toBe(200);
    const [arrived] = await rowsOf(String(untimed.client_id));
    expect(new Date(arrived?.captured_at ?? 0).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(new Date(arrived?.captured_at ?? 0).getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('refuses a capture time in the future', async () => {
    const ahead = new Date(Date.now() + 60 * 60 * 1000).toISOString();
    const reply = await postMedia(t.app, token, await photoParts({ captured_at: ahead }));
    expect(reply.statusCode).toBe(422);
    expect(errorOf(reply, 422).errors).toEqual({ captured_at: [MEDIA_UPLOAD_MESSAGES.capturedInFuture] });
  });

  it('describes its multipart body, fields and files, in the OpenAPI document', async () => {
    const document = await openApiDocumentOf(t.app);
    const body = documentedBody(document, boothMediaEndpoints.upload, 'multipart/form-data');
    expect(Object.keys(body.properties ?? {}).sort()).toEqual(
      ['captured_at', 'client_id', 'file', 'media_type', 'poster', 'upload_id'].sort(),
    );
    expect(body.properties?.file).toEqual({ type: 'string', format: 'binary' });
    expect(body.properties?.media_type?.enum).toContain('photo');
    expect(body.required?.sort()).toEqual(['client_id', 'media_type']);
  });

  it('answers simultaneous uploads of one capture with one item', async () => {
    const parts = await photoParts();
    const replies = await Promise.all([1, 2, 3].map(() => postMedia(t.app, token, parts)));
    expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(replies.map((reply) => replyOf(reply).media.id)).size).toBe(1);
    expect(await rowsOf(String(parts.client_id))).toHaveLength(1);
  });

  it('stores a video clip with its poster, and asks for the poster when it is missing', async () => {
    const clip = { bytes: await clipMp4(), name: 'clip.mp4' };
    const withoutPoster = await postMedia(t.app, token, await photoParts({ media_type: 'video', file: clip }));
    expect(withoutPoster.statusCode).toBe(422);
    expect(errorOf(withoutPoster, 422).errors).toEqual({
      poster: ['A video needs a poster still (JPEG, PNG or WebP).'],
    });

    const poster = { bytes: await cameraJpeg(), name: 'poster.jpg' };
    const reply = await postMedia(t.app, token, await photoParts({ media_type: 'video', file: clip, poster }));
    expect(reply.statusCode).toBe(200);
    const served = await t.app.inject({ url: defined(replyOf(reply).media.event_video) });
    expect(served.rawPayload.equals(clip.bytes)).toBe(true);
  });

  it('names every missing or malformed field', async () => {
    const reply = await postMedia(t.app, token, {
      media_type: 'selfie',
      client_id: 'short',
      captured_at: 'yesterday',
      file: { bytes: await cameraJpeg(), name: 'a.jpg' },
    });
    expect(reply.statusCode).toBe(422);
    expect(Object.keys(errorOf(reply, 422).errors).sort()).toEqual(['captured_at', 'client_id', 'media_type']);
    const noFile = await postMedia(t.app, token, {
      media_type: 'photo',
      client_id: setup.nextClientId(),
      captured_at: '2026-11-24T21:04:05Z',
    });
    expect(noFile.statusCode).toBe(422);
    expect(errorOf(noFile, 422).errors).toHaveProperty('file');
  });

  it('answers 413 for a photo over its limit', async () => {
    const oversized = Buffer.alloc(MEDIA_MAX_BYTES.photo + 1024);
    (await cameraJpeg()).copy(oversized);
    const reply = await postMedia(t.app, token, await photoParts({ file: { bytes: oversized, name: 'big.jpg' } }));
    expect(reply.statusCode).toBe(413);
    expect(errorOf(reply, 413)).toEqual({ message: 'The file is over 40 MB.' });
  });

  it('refuses media the event does not capture with 403', async () => {
    const photoOnly = await setup.boothWith(['still_photo']);
    const parts = await photoParts({ media_type: 'gif', file: { bytes: await animatedGif(), name: 'a.gif' } });
    const reply = await postMedia(t.app, photoOnly.token, parts);
    expect(reply.statusCode).toBe(403);
    expect(errorOf(reply, 403)).toMatchObject({ message: 'This event does not capture gif media.' });
  });

  it('answers 401 once the booth session has ended, and to an organiser token', async () => {
    const other = await setup.boothWith();
    const changed = await setup.client.call(other.member, eventEndpoints.saveOptions, {
      body: { eventId: other.eventId, ...OPTION_BODY, password: '7350' },
    });
    expect(changed.statusCode).toBe(200);
    const reply = await postMedia(t.app, other.token, await photoParts());
    expect(reply.statusCode).toBe(401);
    expect(errorOf(reply, 401)).toEqual({ message: MESSAGES.unauthenticated });
    expect((await postMedia(t.app, owner.token, await photoParts())).statusCode).toBe(401);
  });

  it('takes multipart bodies on this call only', async () => {
    const { payload, contentType } = await multipartBody({ event_name: 'Harbour Launch Party' });
    const elsewhere = await callAppUnchecked(t.app, eventEndpoints.saveInfo, {
      body: payload,
      token: owner.token,
      extraHeaders: { 'content-type': contentType },
    });
    expect(elsewhere.statusCode).toBe(415);
  });

  it("removes an event's media files with the event", async () => {
    const other = await setup.boothWith();
    const clip = { bytes: await clipMp4(), name: 'clip.mp4' };
    const poster = { bytes: await cameraJpeg(), name: 'poster.jpg' };
    const uploads = [
      await photoParts(),
      { media_type: 'video', client_id: setup.nextClientId(), captured_at: '2026-11-24T21:05:00Z', file: clip, poster },
    ];
    for (const parts of uploads) expect((await postMedia(t.app, other.token, parts)).statusCode).toBe(200);
    const keysOf = (eventId: number) =>
      t.app.platform.database.db
        .selectFrom('media_items')
        .select(['file_path', 'thumbnail_path', 'preview_path', 'poster_path'])
        .where('event_id', '=', eventId)
        .execute();
    const keys = (await keysOf(other.eventId)).flatMap((row) => Object.values(row)).filter((key) => key !== null);
    expect(keys).toHaveLength(7);
    expect(await setup.storedKeys()).toEqual(expect.arrayContaining(keys));

    const removed = await setup.client.call(other.member, eventEndpoints.remove, { body: { event_id: other.eventId } });
    expect(removed.statusCode).toBe(200);
    const left = await setup.storedKeys();
    for (const key of keys) expect(left).not.toContain(key);
    // The other event's media stay.
    const kept = (await keysOf(eventId)).flatMap((row) => Object.values(row)).filter((key) => key !== null);
    expect(left).toEqual(expect.arrayContaining(kept));
  });
});
