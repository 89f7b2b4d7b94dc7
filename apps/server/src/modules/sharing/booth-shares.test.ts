import {
  BOOTH_SHARING_MESSAGES,
  boothSharingEndpoints,
  micrositeEndpoints,
  publicGalleryEndpoints,
  SHARING_MESSAGES,
} from '@boothdeck/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApp, errorOf, replyOf } from '../../test/call-app.ts';
import { first } from '../../test/options-client.ts';
import { findLink, readOutbox } from '../../test/outbox.ts';
import { boothSharingEvent, postBoothShare, readSmsOutbox } from '../../test/sharing-setup.ts';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../../test/test-app.ts';

type BoothEvent = Awaited<ReturnType<typeof boothSharingEvent>>;

describe.each(TEST_DIALECTS)('POST /booth/shares on %s', (dialect) => {
  let t: TestApp;
  let event: BoothEvent;
  let requests = 0;
  let recipients = 0;
  const nextRequest = () => `share-request-${++requests}`;
  const nextEmail = () => `booth-guest-${++recipients}@example.com`;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    event = await boothSharingEvent(t);
  });
  afterAll(() => t.close());

  const mailsTo = async (to: string) => (await readOutbox(t.app, t.config.dataDir)).filter((mail) => mail.to === to);
  const smsTo = async (to: string) => (await readSmsOutbox(t.app, t.config.dataDir)).filter((sms) => sms.to === to);
  const share = (payload: Record<string, unknown>, token = event.token) => postBoothShare(t.app, token, payload);

  it("e-mails and texts the guest their capture, named by the booth's client id, with the event's link", async () => {
    const email = nextEmail();
    const reply = await share({
      client_id: nextRequest(),
      media_client_id: event.photo.clientId,
      email,
      phone: '+61 (412) 345-678',
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const body = replyOf(reply);
    expect(body).toMatchObject({ message: BOOTH_SHARING_MESSAGES.sent, created: true, media_id: event.photo.id });
    // The capture's guest share view, the page a guest's pending share address opens.
    const viewId = Buffer.from(`${event.uuid}:${event.photo.id}`).toString('base64url');
    expect(body.share_url).toBe(`${t.config.appUrl}/gallery/share/view/one/${viewId}`);
    // Sending starts at once in the background, so a share may already be on its way.
    expect(body.shares.map((row) => row.channel)).toEqual(['email', 'sms']);
    for (const row of body.shares) expect(['queued', 'sending', 'sent']).toContain(row.state);

    const [mail] = await mailsTo(email);
    expect(findLink(mail?.raw ?? '', `${t.config.appUrl}/social/gallery/view/`)).toBe(
      `${t.config.appUrl}/social/gallery/view/${Buffer.from(`${event.uuid}:${event.photo.id}`).toString('base64url')}`,
    );
    const texts = await smsTo('+61412345678');
    expect(texts).toHaveLength(1);
    expect(texts[0]?.text).toContain(`${t.config.appUrl}/social/gallery/view/`);
  });

  it('sends, where each guest sees only their own captures, a link that opens the capture to its guest by its key', async () => {
    const own = await boothSharingEvent(t, {}, { email: 1, microsite: 1 });
    const template = first((await own.client.libraries(own.member)).micrositeTemplates);
    const saved = await own.client.call(own.member, micrositeEndpoints.save, {
      body: { eventId: own.eventId, microsite_template_id: template, gallery_privacy: 'own' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const email = nextEmail();
    const reply = await share({ client_id: nextRequest(), media_id: own.photo.id, email }, own.token);
    expect(reply.statusCode, reply.body).toBe(200);
    const [mail] = await mailsTo(email);
    const raw = mail?.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=') ?? '';
    const [, id = '', key = ''] = /\/social\/gallery\/view\/([\w-]+)\?key=([\w.-]+)/.exec(raw) ?? [];
    expect(key).not.toBe('');
    // No picture in the message: its address would show the capture to whoever holds the mail.
    expect(raw).not.toContain('social-gallery-file');
    const view = (query: { key?: string }) =>
      callApp(t.app, publicGalleryEndpoints.showShare, { params: { id }, query });
    expect(replyOf(await view({ key })).share_gallery.item.id).toBe(own.photo.id);
    expect((await view({})).statusCode).toBe(404);
  });

  it('sends nothing again when the booth retries with the same client_id, and answers the same shares', async () => {
    const email = nextEmail();
    const payload = { client_id: nextRequest(), media_id: event.photo.id, email };
    const first = await share(payload);
    expect(first.statusCode, first.body).toBe(200);
    const retry = await share(payload);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(replyOf(retry)).toMatchObject({
      created: false,
      media_id: event.photo.id,
      share_url: replyOf(first).share_url,
    });
    expect(replyOf(retry).shares.map((row) => row.id)).toEqual(replyOf(first).shares.map((row) => row.id));
    // The retry answers the ledger as it stands: the message is waiting, with the provider or sent.
    expect(['queued', 'sending', 'sent']).toContain(replyOf(retry).shares[0]?.state);
    expect(await mailsTo(email)).toHaveLength(1);
    const again = await share(payload);
    expect(replyOf(again).shares[0]?.state).toBe('sent');
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('answers 422 while the capture is not uploaded, or when it is not of the booth’s event', async () => {
    const missing = await share({
      client_id: nextRequest(),
      media_client_id: 'not-uploaded-yet-123',
      email: nextEmail(),
    });
    expect(missing.statusCode).toBe(422);
    expect(errorOf(missing, 422)).toMatchObject({
      message: BOOTH_SHARING_MESSAGES.mediaMissing,
      errors: { media_client_id: [BOOTH_SHARING_MESSAGES.mediaMissing] },
    });

    const other = await boothSharingEvent(t);
    // Another event's capture, asked for with this event's token, by id and by client id.
    for (const named of [{ media_id: other.photo.id }, { media_client_id: other.photo.clientId }]) {
      const reply = await share({ client_id: nextRequest(), ...named, email: nextEmail() });
      expect(reply.statusCode, JSON.stringify(named)).toBe(422);
    }
    // The other event's booth token does not reach this event's capture either.
    const crossed = await share(
      { client_id: nextRequest(), media_id: event.photo.id, email: nextEmail() },
      other.token,
    );
    expect(crossed.statusCode).toBe(422);
    // The same request client id is free in another event: ids are the booth's own, per event.
    const sameId = await share(
      { client_id: 'share-request-1', media_id: other.photo.id, email: nextEmail() },
      other.token,
    );
    expect(sameId.statusCode, sameId.body).toBe(200);
    expect(replyOf(sameId).created).toBe(true);
  });

  it('refuses a channel the event does not use with 403, and sends nothing on the other', async () => {
    const emailOnly = await boothSharingEvent(t, {}, { email: 1 });
    const email = nextEmail();
    const reply = await share(
      { client_id: nextRequest(), media_id: emailOnly.photo.id, email, phone: '07700900124' },
      emailOnly.token,
    );
    expect(reply.statusCode).toBe(403);
    expect(errorOf(reply, 403).message).toBe(BOOTH_SHARING_MESSAGES.smsOff);
    expect(await mailsTo(email)).toHaveLength(0);

    const textOnly = await boothSharingEvent(t, {}, { text_messaging: 1 });
    const byMail = await share({ client_id: nextRequest(), media_id: textOnly.photo.id, email }, textOnly.token);
    expect(byMail.statusCode).toBe(403);
    expect(errorOf(byMail, 403).message).toBe(BOOTH_SHARING_MESSAGES.emailOff);

    const notSharing = await boothSharingEvent(t, { sharing: 0 }, { social_media: 0, filters: 1 });
    const off = await share({ client_id: nextRequest(), media_id: notSharing.photo.id, email }, notSharing.token);
    expect(off.statusCode).toBe(403);
    expect(errorOf(off, 403).message).toBe(BOOTH_SHARING_MESSAGES.sharingOff);
  });

  it('answers 422 for a malformed request, naming each wrong field', async () => {
    const reply = await share({ client_id: 'short', email: 'not-an-address', phone: '12ab' });
    const { errors } = errorOf(reply, 422);
    expect(Object.keys(errors).sort()).toEqual(['client_id', 'email', 'media_client_id', 'phone']);
    expect(errors.phone).toEqual([SHARING_MESSAGES.invalidPhone]);

    const both = await share({
      client_id: nextRequest(),
      media_id: event.photo.id,
      media_client_id: event.photo.clientId,
      email: nextEmail(),
    });
    expect(both.statusCode).toBe(422);
    expect(errorOf(both, 422).errors.media_client_id).toEqual([BOOTH_SHARING_MESSAGES.pickMedia]);

    const nobody = await share({ client_id: nextRequest(), media_id: event.photo.id });
    expect(nobody.statusCode).toBe(422);
    expect(errorOf(nobody, 422).errors.email).toEqual([BOOTH_SHARING_MESSAGES.noRecipient]);
  });

  it('answers 401 without a booth token', async () => {
    const reply = await callApp(t.app, boothSharingEndpoints.share, {
      body: { client_id: nextRequest(), media_id: event.photo.id, email: nextEmail() },
    });
    expect(reply.statusCode).toBe(401);
  });
});
