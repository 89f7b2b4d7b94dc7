import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { BOOTH_SHARING_MESSAGES } from '@boothdeck/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInBooth } from '../../test/booth-client.ts';
import { errorOf, replyOf } from '../../test/call-app.ts';
import { cameraJpeg } from '../../test/capture-fixtures.ts';
import { bearer } from '../../test/events-client.ts';
import { postMedia } from '../../test/media-upload-client.ts';
import { findLink, readOutbox } from '../../test/outbox.ts';
import { readZip } from '../../test/read-zip.ts';
import { boothSharingEvent, postBoothShare, readSmsOutbox, shareCalls } from '../../test/sharing-setup.ts';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../../test/test-app.ts';

type BoothEvent = Awaited<ReturnType<typeof boothSharingEvent>>;
type Item = { id: number; event_photo: string | null; preview: string | null; moderation?: string };

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
  const api = (url: string) => get(`/api/v1/${url}`);
  const asOwner = (event: BoothEvent, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
    t.app.inject({ method, url: `/api/v1/${url}`, headers: bearer(event.member), ...(payload ? { payload } : {}) });

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
    const item: Item = replyOf(reply).media;
    return { ...item, clientId, viewId: b64(`${event.uuid}:${item.id}`) };
  }

  const publicIds = async (event: BoothEvent) => {
    const grid = (await api(`social-gallery-item/${b64(event.uuid)}`)).json();
    const show = (await api(`social-gallery-slider/${b64(event.uuid)}`)).json();
    const gridIds = grid.gallery_items.data.map((item: Item) => item.id);
    expect(show.gallery_items.map((item: Item) => item.id)).toEqual(gridIds);
    expect(grid.gallery_items.total).toBe(gridIds.length);
    return gridIds as number[];
  };
  const zipNames = async (event: BoothEvent) => {
    const link = await asOwner(event, 'POST', 'download-link', { event_id: event.eventId, type: 'all' });
    expect(link.statusCode, link.body).toBe(200);
    return (await readZip((await get(link.json().url)).rawPayload)).map((entry) => entry.name);
  };
  const queue = (event: BoothEvent) => asOwner(event, 'GET', `moderation-queue?event_id=${event.eventId}`);
  const decide = (event: BoothEvent, media_ids: number[], decision: string) =>
    asOwner(event, 'POST', 'moderation/decide', { event_id: event.eventId, media_ids, decision });

  it('keeps a capture of an event without the option public at once, as before', async () => {
    const capture = await upload(open);
    expect(await publicIds(open)).toContain(capture.id);
    expect((await api(`show-gallery-share/${capture.viewId}`)).statusCode).toBe(200);
    const queued = (await queue(open)).json();
    expect(queued).toMatchObject({ approve_captures: 0, queue: { total: 0 } });
  });

  it('hides a pending capture from every public call and file, and lists it in the queue', async () => {
    const capture = await upload(moderated);
    const items = (await asOwner(moderated, 'GET', `gallery-items?event_id=${moderated.eventId}`)).json();
    expect(items.gallery_photo.data.find((item: Item) => item.id === capture.id)).toMatchObject({
      moderation: 'pending',
    });
    const queued = (await queue(moderated)).json();
    expect(queued.approve_captures).toBe(1);
    expect(queued.queue.data.map((item: Item) => item.id)).toContain(capture.id);
    expect(queued.queue.total).toBeGreaterThanOrEqual(1);
    // The organiser's signed addresses still show it to them.
    expect((await get(queued.queue.data.at(-1).event_photo)).statusCode).toBe(200);

    expect(await publicIds(moderated)).not.toContain(capture.id);
    for (const url of [
      `show-gallery-share/${capture.viewId}`,
      `social-gallery-download-link/${capture.viewId}`,
      `social-gallery-file/${capture.id}/thumbnail`,
      `social-gallery-file/${capture.id}/preview`,
    ]) {
      expect((await api(url)).statusCode, url).toBe(404);
    }
    // The booth's QR code page, the guest's alone, opens it with their own key (as their message would).
    const pending = (await api(`pending-shares/${moderated.uuid}/${capture.clientId}`)).json();
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
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().updated).toBe(1);
    const ids = await publicIds(moderated);
    expect(ids).toContain(first.id);
    expect(ids).not.toContain(second.id);
    expect((await api(`show-gallery-share/${first.viewId}`)).statusCode).toBe(200);
    expect((await get(`/social/gallery/view/${first.viewId}`)).body).toContain('og:image');
    expect((await api(`social-gallery-file/${first.id}/thumbnail`)).statusCode).toBe(200);
    expect((await api(`pending-shares/${moderated.uuid}/${first.clientId}`)).json().status).toBe('ready');
    expect(await zipNames(moderated)).toHaveLength(2);

    const all = await asOwner(moderated, 'POST', 'moderation/approve-all', { event_id: moderated.eventId });
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json()).toMatchObject({ pending_count: 0 });
    expect(await publicIds(moderated)).toEqual(expect.arrayContaining([second.id, third.id]));
    expect((await queue(moderated)).json().queue.total).toBe(0);
  });

  it('keeps a rejected capture from guests, and approve-all leaves it rejected', async () => {
    const capture = await upload(moderated);
    expect((await decide(moderated, [capture.id], 'rejected')).json()).toMatchObject({ updated: 1 });
    await asOwner(moderated, 'POST', 'moderation/approve-all', { event_id: moderated.eventId });
    expect(await publicIds(moderated)).not.toContain(capture.id);
    expect((await api(`social-gallery-file/${capture.id}/thumbnail`)).statusCode).toBe(404);
    // Its QR code page never opens it, not even for its guest.
    expect((await api(`pending-shares/${moderated.uuid}/${capture.clientId}`)).json()).toMatchObject({
      status: 'pending',
    });
    const items = (await asOwner(moderated, 'GET', `gallery-items?event_id=${moderated.eventId}`)).json();
    expect(items.gallery_photo.data.find((item: Item) => item.id === capture.id).moderation).toBe('rejected');
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

    const shown = await api(`show-gallery-share/${capture.viewId}?key=${encodeURIComponent(key)}`);
    expect(shown.statusCode, shown.body).toBe(200);
    const item: Item = shown.json().share_gallery.item;
    expect(item.id).toBe(capture.id);
    expect((await get(item.event_photo ?? '')).statusCode).toBe(200);
    // The key opens that capture only, and only with it.
    expect((await api(`show-gallery-share/${capture.viewId}`)).statusCode).toBe(404);
    expect((await api(`show-gallery-share/${other.viewId}?key=${encodeURIComponent(key)}`)).statusCode).toBe(404);
    expect(await publicIds(moderated)).not.toContain(capture.id);

    await decide(moderated, [capture.id], 'rejected');
    expect((await api(`show-gallery-share/${capture.viewId}?key=${encodeURIComponent(key)}`)).statusCode).toBe(404);
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
      await asOwner(open, 'GET', `moderation-queue?event_id=${moderated.eventId}`),
      await asOwner(open, 'POST', 'moderation/approve-all', { event_id: moderated.eventId }),
      await asOwner(open, 'POST', 'moderation/decide', {
        event_id: moderated.eventId,
        media_ids: [capture.id],
        decision: 'approved',
      }),
    ]) {
      expect(reply.statusCode, reply.body).toBe(404);
    }
    // Their own event named, someone else's capture listed: nothing changes.
    expect((await decide(open, [capture.id], 'approved')).json()).toMatchObject({ updated: 0 });
    expect(await publicIds(moderated)).not.toContain(capture.id);
  });

  it('names what is wrong with a decision', async () => {
    const reply = await asOwner(moderated, 'POST', 'moderation/decide', {
      event_id: moderated.eventId,
      media_ids: [],
      decision: 'maybe',
    });
    expect(reply.statusCode).toBe(422);
    expect(reply.json().errors).toEqual({
      media_ids: ['Choose at least one capture'],
      decision: ['Choose approved or rejected'],
    });
  });
});
