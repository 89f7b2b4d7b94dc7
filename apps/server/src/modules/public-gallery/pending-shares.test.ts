import { randomUUID } from 'node:crypto';
import { boothSharingEndpoints, eventEndpoints, publicGalleryEndpoints } from '@boothdeck/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApp, errorOf, replyOf } from '../../test/call-app.ts';
import { cameraJpeg } from '../../test/capture-fixtures.ts';
import { mediaFixtures } from '../../test/media-fixtures.ts';
import { postMedia } from '../../test/media-upload-client.ts';
import { type Gallery, publicGalleryApp } from '../../test/public-gallery-setup.ts';
import { boothSharingEvent } from '../../test/sharing-setup.ts';
import { TEST_DIALECTS } from '../../test/test-app.ts';

describe.each(TEST_DIALECTS)("a booth capture's pending share address on %s", (dialect) => {
  let setup: Awaited<ReturnType<typeof publicGalleryApp>>;
  let booth: Awaited<ReturnType<typeof boothSharingEvent>>;
  let captures = 0;
  const nextClientId = () => `pending-${++captures}-${randomUUID().slice(0, 8)}`;

  beforeAll(async () => {
    // A held question looks often; it is held up to the production 25 s, which no test waits out.
    setup = await publicGalleryApp(dialect, { pendingShareWait: { checkEveryMs: 20 } });
    booth = await boothSharingEvent(setup.t);
  });
  afterAll(() => setup.t.close());

  const pending = (eventUuid: string, clientId: string, extraHeaders: Record<string, string> = {}) =>
    callApp(setup.t.app, boothSharingEndpoints.pendingShare, { params: { eventUuid, clientId }, extraHeaders });
  /** The question held for up to `wait` seconds (the long poll of the guest's page). */
  const held = (eventUuid: string, clientId: string, wait: number) =>
    callApp(setup.t.app, boothSharingEndpoints.pendingShare, { params: { eventUuid, clientId }, query: { wait } });
  const shareView = (id: string, key?: string) =>
    callApp(setup.t.app, publicGalleryEndpoints.showShare, { params: { id }, query: { key } });

  /** The booth uploads a photo under its own client id. */
  async function uploadPhoto(token: string, clientId: string) {
    const upload = await postMedia(setup.t.app, token, {
      media_type: 'photo',
      client_id: clientId,
      captured_at: new Date().toISOString(),
      file: { bytes: await cameraJpeg(), name: 'capture.jpg' },
    });
    expect(upload.statusCode, upload.body).toBe(200);
    return replyOf(upload);
  }

  it('answers pending until the booth uploads the capture, then its share view, as the upload reply names it', async () => {
    const clientId = nextClientId();
    const before = await pending(booth.uuid, clientId);
    expect(before.statusCode, before.body).toBe(200);
    expect(replyOf(before)).toMatchObject({ status: 'pending', gallery: { event_name: expect.any(String) } });

    const { media, share_url } = await uploadPhoto(booth.token, clientId);
    const viewId = Buffer.from(`${booth.uuid}:${media.id}`).toString('base64url');
    expect(share_url).toBe(`${setup.t.config.appUrl}/gallery/share/view/one/${viewId}`);

    // The uuid as a QR code reader may have upper-cased it.
    const after = await pending(booth.uuid.toUpperCase(), clientId);
    expect(after.statusCode, after.body).toBe(200);
    expect(replyOf(after)).toMatchObject({ status: 'ready', view_id: viewId, share_url });
    // The view it names is the public share view of that very item.
    expect(replyOf(await shareView(viewId)).share_gallery.item.id).toBe(media.id);
  });

  it('opens a capture waiting for approval to the guest with the QR code, by the own key their messages carry', async () => {
    const moderated = await boothSharingEvent(setup.t, {}, { email: 1, microsite: 1, approve_captures: 1 });
    const clientId = nextClientId();
    const { media } = await uploadPhoto(moderated.token, clientId);
    const viewId = Buffer.from(`${moderated.uuid}:${media.id}`).toString('base64url');
    // Hidden from everyone else: the share view without a key is not found.
    expect((await shareView(viewId)).statusCode).toBe(404);

    const ready = replyOf(await pending(moderated.uuid, clientId));
    if (ready.status !== 'ready') throw new Error(`expected the capture ready, got ${ready.status}`);
    expect(ready).toMatchObject({ view_id: viewId, key: expect.any(String) });
    const key = ready.key ?? '';
    expect(ready.share_url).toBe(
      `${setup.t.config.appUrl}/gallery/share/view/one/${viewId}?${new URLSearchParams({ key })}`,
    );
    expect(replyOf(await shareView(viewId, key)).share_gallery.item.id).toBe(media.id);

    // A capture shown to guests needs no key.
    expect(replyOf(await pending(booth.uuid, booth.photo.clientId))).not.toHaveProperty('key');
  });

  it("stays pending for another event's capture: a client id reaches only its own event", async () => {
    const other = await boothSharingEvent(setup.t);
    expect(replyOf(await pending(booth.uuid, other.photo.clientId)).status).toBe('pending');
    expect(replyOf(await pending(other.uuid, other.photo.clientId))).toMatchObject({ status: 'ready' });
  });

  it('answers 404 for an unknown event and for a removed one', async () => {
    expect((await pending(randomUUID(), nextClientId())).statusCode).toBe(404);
    const removed = await boothSharingEvent(setup.t);
    const gone = await callApp(setup.t.app, eventEndpoints.remove, {
      body: { event_id: removed.eventId },
      token: removed.member.token,
    });
    expect(gone.statusCode, gone.body).toBe(200);
    expect((await pending(removed.uuid, removed.photo.clientId)).statusCode).toBe(404);
  });

  it('answers 403 for a protected gallery until the visitor gave its password, like its share view', async () => {
    const locked: Gallery = await setup.gallery({ gallery_password: 'open sesame' }, []);
    const photo = await mediaFixtures(setup.t.app).add(locked.eventId, 'photo', new Date().toISOString());
    const refused = await pending(locked.uuid, photo.clientId);
    expect(errorOf(refused, 403).message).toBe('This gallery is protected by a password.');
    const { cookie } = await setup.grantOf(locked);
    const opened = await pending(locked.uuid, photo.clientId, { cookie });
    expect(replyOf(opened)).toMatchObject({ status: 'ready' });
  });

  it('holds a pending question until the booth uploads the capture, then answers with its share view', async () => {
    const clientId = nextClientId();
    let answered = false;
    const waiting = held(booth.uuid, clientId, 25).then((reply) => {
      answered = true;
      return reply;
    });
    // Asked without a wait meanwhile, the capture is not in: the held question is still open.
    expect(replyOf(await pending(booth.uuid, clientId)).status).toBe('pending');
    expect(answered).toBe(false);

    const { media, share_url } = await uploadPhoto(booth.token, clientId);
    const reply = await waiting;
    expect(reply.statusCode, reply.body).toBe(200);
    const viewId = Buffer.from(`${booth.uuid}:${media.id}`).toString('base64url');
    expect(replyOf(reply)).toMatchObject({ status: 'ready', view_id: viewId, share_url });
  });

  it('answers a held question at once when the capture is already in', async () => {
    const reply = await held(booth.uuid, booth.photo.clientId, 25);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(replyOf(reply)).toMatchObject({ status: 'ready', share_url: expect.any(String) });
  });

  it("answers pending when the wait is over, never with another capture's view", async () => {
    const clientId = nextClientId();
    const other = await boothSharingEvent(setup.t);
    const waiting = held(booth.uuid, clientId, 1);
    // Meanwhile another capture of the same event, and the same client id in another event.
    await uploadPhoto(booth.token, nextClientId());
    await uploadPhoto(other.token, clientId);
    const reply = await waiting;
    expect(reply.statusCode, reply.body).toBe(200);
    expect(replyOf(reply)).toEqual({
      status: 'pending',
      gallery: expect.objectContaining({ event_name: expect.any(String) }),
    });
  });

  it('answers 422 for an address that is not an event uuid and a client id, or a wait over 25 s', async () => {
    expect((await held(booth.uuid, nextClientId(), 26)).statusCode).toBe(422);
    expect((await held(booth.uuid, nextClientId(), -1)).statusCode).toBe(422);
    expect((await pending('not-a-uuid', nextClientId())).statusCode).toBe(422);
    expect((await pending(booth.uuid, 'short')).statusCode).toBe(422);
    expect((await pending(booth.uuid, 'has.a.dot.in.it')).statusCode).toBe(422);
  });

  // The last test of the app: once it begins to stop, it turns every new request away.
  it('answers a held question at once when the server begins to stop, so a restart waits on no guest', async () => {
    const waiting = held(booth.uuid, nextClientId(), 25);
    // Asked without a wait meanwhile: the held question has been taken and is waiting.
    expect(replyOf(await pending(booth.uuid, nextClientId())).status).toBe('pending');
    await setup.t.app.drainRequests(Date.now() + 2000);
    const reply = await waiting;
    expect(reply.statusCode, reply.body).toBe(200);
    expect(replyOf(reply)).toMatchObject({ status: 'pending' });
    // Held for 25 s had the stop not answered it: past this test's 10 s limit.
  }, 10_000);
});
