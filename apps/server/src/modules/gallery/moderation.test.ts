import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  BOOTH_SHARING_MESSAGES,
  boothSharingEndpoints,
  galleryEndpoints,
  moderationEndpoints,
  publicGalleryEndpoints,
} from '@boothdeck/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInBooth } from '../../test/booth-client.ts';
import { callApp, callAppUnchecked, errorOf, replyOf } from '../../test/call-app.ts';
import { cameraJpeg } from '../../test/capture-fixtures.ts';
import { postMedia } from '../../test/media-upload-client.ts';
import { findLink, readOutbox } from '../../test/outbox.ts';
import { readZip } from '../../test/read-zip.ts';
import { boothSharingEvent, postBoothShare, readSmsOutbox, shareCalls } from '../../test/sharing-setup.ts';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../../test/test-app.ts';

type BoothEvent = Awaited<ReturnType<typeof boothSharingEvent>>;

const MODERATED = { email: 1, text_messaging: 1, microsite: 1, approve_captures: 1 };
const b64 = (text: string) => Buffer.from(text).toString('base64url');

describe.each(TEST_DIALECTS)('moderation before the gallery on %s', (dialect) => {
  let t: TestApp;
  let moderated: BoothEvent;
  let open: BoothEvent;
  let captures = 0;

  beforeAll(async () => {
    // A stand-in web build, so guests' pages are answered with their link preview tags.
    const webDistDir = await fs.mkdtemp(path.join(os.tmpdir(), 'boothdeck-web-'));
    await fs.writeFile(path.join(webDistDir, 'index.html'), '<!doctype html><html><head></head></html>');
    t = await createTestApp(dialect, { webDistDir });
    moderated = await boothSharingEvent(t, {}, MODERATED);
    open = await boothSharingEvent(t, {}, { email: 1, text_messaging: 1, microsite: 1 });
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
  /** A capture's guest share view, with the key of the guest's own message when given. */
  const shareView = (viewId: string, key?: string) =>
    callApp(t.app, publicGalleryEndpoints.showShare, { params: { id: viewId }, query: { key } });
  const publicFile = (mediaId: number, kind: 'thumbnail' | 'preview') =>
    callApp(t.app, publicGalleryEndpoints.file, { params: { mediaId, kind } });
  const pendingShare = async (event: BoothEvent, clientId: string) =>
    replyOf(await callApp(t.app, boothSharingEndpoints.pendingShare, { params: { eventUuid: event.uuid, clientId } }));
  /** The event's captures in the organiser's gallery, moderation state included. */
  const organiserItems = async (event: BoothEvent) =>
    replyOf(
      await callApp(t.app, galleryEndpoints.items, { query: { event_id: event.eventId }, token: event.member.token }),
    ).gallery_photo.data;

  /** A photo taken by the event's booth, as the booth uploads it. */
  async function upload(event: BoothEvent) {
    const clientId = `moderated-capture-${++captures}`;
    const reply = await postMedia(t.app, event.token, {
      media_type: 'photo',
      client_id: clientId,
      captured_at: new Date().toISOString(),
      file: { bytes: await cameraJpeg(), name: 'capture.jpg' },
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const item = replyOf(reply).media;
    return { ...item, clientId, viewId: b64(`${event.uuid}:${item.id}`) };
  }

  const publicIds = async (event: BoothEvent) => {
    const params = { id: b64(event.uuid) };
    const grid = replyOf(await callApp(t.app, publicGalleryEndpoints.items, { params }));
    const show = replyOf(await callApp(t.app, publicGalleryEndpoints.slider, { params }));
    const gridIds = grid.gallery_items.data.map((item) => item.id);
    expect(show.gallery_items.map((item) => item.id)).toEqual(gridIds);
    expect(grid.gallery_items.total).toBe(gridIds.length);
    return gridIds;
  };
  const zipNames = async (event: BoothEvent) => {
    const link = await callApp(t.app, galleryEndpoints.downloadLink, {
      body: { event_id: event.eventId, type: 'all' },
      token: event.member.token,
    });
    return (await readZip((await get(replyOf(link).url)).rawPayload)).map((entry) => entry.name);
  };
  /** The moderation queue of `event`, asked by `asker` (its organiser unless named). */
  const queue = (event: BoothEvent, asker = event) =>
    callApp(t.app, moderationEndpoints.queue, { query: { event_id: event.eventId }, token: asker.member.token });
  const decide = (event: BoothEvent, media_ids: number[], decision: 'approved' | 'rejected', asker = event) =>
    callApp(t.app, moderationEndpoints.decide, {
      body: { event_id: event.eventId, media_ids, decision },
      token: asker.member.token,
    });
  const approveAll = (event: BoothEvent, asker = event) =>
    callApp(t.app, moderationEndpoints.approveAll, { body: { event_id: event.eventId }, token: asker.member.token });

  it('keeps a capture of an event without the option public at once, as before', async () => {
    const capture = await upload(open);
    expect(await publicIds(open)).toContain(capture.id);
    expect((await shareView(capture.viewId)).statusCode).toBe(200);
    const queued = replyOf(await queue(open));
    expect(queued).toMatchObject({ approve_captures: 0, queue: { total: 0 } });
  });

  it('hides a pending capture from every public call and file, and lists it in the queue', async () => {
    const capture = await upload(moderated);
    const items = await organiserItems(moderated);
    expect(items.find((item) => item.id === capture.id)).toMatchObject({ moderation: 'pending' });
    const queued = replyOf(await queue(moderated));
    expect(queued.approve_captures).toBe(1);
    expect(queued.queue.data.map((item) => item.id)).toContain(capture.id);
    expect(queued.queue.total).toBeGreaterThanOrEqual(1);
    // The organiser's signed addresses still show it to them.
    expect((await get(queued.queue.data.at(-1)?.event_photo ?? '')).statusCode).toBe(200);

    expect(await publicIds(moderated)).not.toContain(capture.id);
    for (const [call, reply] of [
      ['share view', await shareView(capture.viewId)],
      ['download link', await callApp(t.app, publicGalleryEndpoints.downloadLink, { params: { id: capture.viewId } })],
      ['thumbnail', await publicFile(capture.id, 'thumbnail')],
      ['preview', await publicFile(capture.id, 'preview')],
    ] as const) {
      expect(reply.statusCode, call).toBe(404);
    }
    // The booth's QR code page, the guest's alone, opens it with their own key (as their message would).
    const pending = await pendingShare(moderated, capture.clientId);
    expect(pending).toMatchObject({ status: 'ready', view_id: capture.viewId, key: expect.any(String) });
    expect(await zipNames(moderated)).toHaveLength(1); // the event's photo from before, not the capture
    const shares = shareCalls(t.app);
    const social = await shares.social({
      event_id: moderated.eventId,
      media_id: capture.id,
      sharing_platform: 'facebook',
    });
    expect(social.statusCode).toBe(404);
    const message = await shares.byMessage({
      event_id: moderated.eventId,
      media_id: capture.id,
      sharing_platform: 'email',
      email: 'stranger@example.com',
    });
    expect(message.statusCode).toBe(404);
    const page = await get(`/social/gallery/view/${capture.viewId}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('og:image');
  });

  it('shows a capture to guests once approved, one or all at once', async () => {
    const [first, second, third] = [await upload(moderated), await upload(moderated), await upload(moderated)];
    const approved = await decide(moderated, [first.id], 'approved');
    expect(replyOf(approved).updated).toBe(1);
    const ids = await publicIds(moderated);
    expect(ids).toContain(first.id);
    expect(ids).not.toContain(second.id);
    expect((await shareView(first.viewId)).statusCode).toBe(200);
    expect((await get(`/social/gallery/view/${first.viewId}`)).body).toContain('og:image');
    expect((await publicFile(first.id, 'thumbnail')).statusCode).toBe(200);
    expect((await pendingShare(moderated, first.clientId)).status).toBe('ready');
    expect(await zipNames(moderated)).toHaveLength(2);

    expect(replyOf(await approveAll(moderated))).toMatchObject({ pending_count: 0 });
    expect(await publicIds(moderated)).toEqual(expect.arrayContaining([second.id, third.id]));
    expect(replyOf(await queue(moderated)).queue.total).toBe(0);
  });

  it('keeps a rejected capture from guests, and approve-all leaves it rejected', async () => {
    const capture = await upload(moderated);
    expect(replyOf(await decide(moderated, [capture.id], 'rejected'))).toMatchObject({ updated: 1 });
    await approveAll(moderated);
    expect(await publicIds(moderated)).not.toContain(capture.id);
    expect((await publicFile(capture.id, 'thumbnail')).statusCode).toBe(404);
    // Its QR code page never opens it, not even for its guest.
    expect(await pendingShare(moderated, capture.clientId)).toMatchObject({ status: 'pending' });
    const items = await organiserItems(moderated);
    expect(items.find((item) => item.id === capture.id)?.moderation).toBe('rejected');
  });

  it('sends a guest who asked at the booth their pending capture, whose link opens it for them alone', async () => {
    const capture = await upload(moderated);
    const other = await upload(moderated);
    const email = 'own-capture@example.com';
    const shared = await postBoothShare(t.app, moderated.token, {
      client_id: 'own-capture-share',
      media_id: capture.id,
      email,
      phone: '+61 400 777 456',
    });
    expect(shared.statusCode, shared.body).toBe(200);
    const mail = (await readOutbox(t.app, t.config.dataDir)).find((sent) => sent.to === email);
    expect(findLink(mail?.raw ?? '', `${t.config.appUrl}/social/gallery/view/`)).toBe(
      `${t.config.appUrl}/social/gallery/view/${capture.viewId}`,
    );
    expect(mail?.raw.replace(/=\r?\n/g, '')).toContain(`/social/gallery/view/${capture.viewId}?key=3D`);
    const sms = (await readSmsOutbox(t.app, t.config.dataDir)).find((text) => text.to === '+61400777456');
    const link = /https?:\S+/.exec(sms?.text ?? '')?.[0] ?? '';
    expect(new URL(link).pathname).toBe(`/social/gallery/view/${capture.viewId}`);
    const key = new URL(link).searchParams.get('key') ?? '';

    const item = replyOf(await shareView(capture.viewId, key)).share_gallery.item;
    expect(item.id).toBe(capture.id);
    expect((await get(item.event_photo ?? '')).statusCode).toBe(200);
    // The key opens that capture only, and only with it.
    expect((await shareView(capture.viewId)).statusCode).toBe(404);
    expect((await shareView(other.viewId, key)).statusCode).toBe(404);
    expect(await publicIds(moderated)).not.toContain(capture.id);

    await decide(moderated, [capture.id], 'rejected');
    expect((await shareView(capture.viewId, key)).statusCode).toBe(404);
  });

  it('sends another booth nothing of a pending capture: a booth mails what it took and what guests may see', async () => {
    const pending = await upload(moderated);
    const secondBooth = await signInBooth(t.app, moderated.uuid);
    const email = 'someone-else@example.com';
    for (const named of [{ media_id: pending.id }, { media_client_id: pending.clientId }]) {
      const refused = await postBoothShare(t.app, secondBooth, {
        client_id: `other-booth-${named.media_id ?? 'c'}`,
        ...named,
        email,
      });
      expect(errorOf(refused, 422).message).toBe(BOOTH_SHARING_MESSAGES.mediaMissing);
    }
    expect((await readOutbox(t.app, t.config.dataDir)).find((sent) => sent.to === email)).toBeUndefined();
    // Once approved, guests see it in the gallery, and any booth of the event may send it.
    await decide(moderated, [pending.id], 'approved');
    const approved = await postBoothShare(t.app, secondBooth, {
      client_id: 'other-booth-approved',
      media_id: pending.id,
      email,
    });
    expect(approved.statusCode, approved.body).toBe(200);
  });

  it('sends nothing for a capture the organiser rejected', async () => {
    const capture = await upload(moderated);
    await decide(moderated, [capture.id], 'rejected');
    const email = 'rejected-capture@example.com';
    const shared = await postBoothShare(t.app, moderated.token, {
      client_id: 'rejected-share',
      media_id: capture.id,
      email,
    });
    expect(errorOf(shared, 422).errors).toEqual({ media_id: [BOOTH_SHARING_MESSAGES.rejected] });
    expect((await readOutbox(t.app, t.config.dataDir)).find((sent) => sent.to === email)).toBeUndefined();
  });

  it("answers 404 for another organiser's event and leaves their captures alone", async () => {
    const capture = await upload(moderated);
    for (const reply of [
      await queue(moderated, open),
      await approveAll(moderated, open),
      await decide(moderated, [capture.id], 'approved', open),
    ]) {
      expect(reply.statusCode, reply.body).toBe(404);
    }
    // Their own event named, someone else's capture listed: nothing changes.
    expect(replyOf(await decide(open, [capture.id], 'approved'))).toMatchObject({ updated: 0 });
    expect(await publicIds(moderated)).not.toContain(capture.id);
  });

  it('names what is wrong with a decision', async () => {
    const reply = await callAppUnchecked(t.app, moderationEndpoints.decide, {
      body: { event_id: moderated.eventId, media_ids: [], decision: 'maybe' },
      token: moderated.member.token,
    });
    expect(errorOf(reply, 422).errors).toEqual({
      media_ids: ['Choose at least one capture'],
      decision: ['Choose approved or rejected'],
    });
  });
});
