import { micrositeEndpoints, SHARING_MESSAGES } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { errorOf, replyOf } from '../../test/call-app.ts';
import { mediaFixtures } from '../../test/media-fixtures.ts';
import { first } from '../../test/options-client.ts';
import { findLink, readOutbox } from '../../test/outbox.ts';
import { galleryFileAddress } from '../../test/public-gallery-setup.ts';
import {
  EMAIL_STEP,
  freshAddress,
  readSmsOutbox,
  type SharingEvent,
  SMS_TEXT,
  shareCalls,
  sharingEvent,
} from '../../test/sharing-setup.ts';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../../test/test-app.ts';
import { SHARE_RATE_LIMITS } from './share-limits.ts';

/** The item as the public view address names it: its event's uuid and its id, in base64url. */
const viewId = (shared: SharingEvent) => Buffer.from(`${shared.uuid}:${shared.photo.id}`).toString('base64url');

describe.each(TEST_DIALECTS)('guest sharing on %s', (dialect) => {
  let t: TestApp;
  let event: SharingEvent;
  let calls: ReturnType<typeof shareCalls>;
  let recipients = 0;
  const nextEmail = () => `guest-${++recipients}@example.com`;
  const item = () => ({ event_id: event.eventId, media_id: event.photo.id });
  const viewLink = () => `${t.config.appUrl}/social/gallery/view/${viewId(event)}`;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    event = await sharingEvent(t);
    calls = shareCalls(t.app);
  });
  afterAll(() => t.close());

  const mailTo = async (to: string) => {
    const mails = (await readOutbox(t.app, t.config.dataDir)).filter((mail) => mail.to === to);
    expect(mails).toHaveLength(1);
    // Quoted-printable undone: soft line breaks and the escaped '='.
    return mails[0]?.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=') ?? '';
  };

  it("e-mails the event's template with the item's link and preview, as the original client sends it", async () => {
    const to = nextEmail();
    const reply = await calls.byMessage({ ...item(), sharing_platform: 'email', email: to, email_share: 1 });
    const { message, share } = replyOf(reply);
    expect(message).toBe(SHARING_MESSAGES.shared);
    expect(share.state).toBe('queued');

    const raw = await mailTo(to);
    expect(raw).toContain(`Subject: ${EMAIL_STEP.email_subject}`);
    expect(raw).toContain(`From: ${EMAIL_STEP.from_name} <no-reply@boothdeck.test>`);
    expect(raw).toContain(`Reply-To: ${EMAIL_STEP.reply_to}`);
    expect(raw).toContain('Thanks for coming to the <strong>Harbour</strong> launch!');
    expect(raw).toContain('Open my photo');
    expect(raw).toContain(EMAIL_STEP.contents.footerText);
    expect(raw).not.toContain('<script>');
    expect(findLink(raw, `${t.config.appUrl}/social/gallery/view/`)).toBe(viewLink());
    expect(raw).toContain(viewLink());
    // Gallery files are served by the gallery's file route, which checks the gallery's password.
    expect(raw).toContain(`<img src="${t.config.appUrl}${galleryFileAddress(event.photo.id, 'thumbnail')}"`);

    const row = await calls.row(share.id);
    expect(row).toMatchObject({ channel: 'email', recipient: to, state: 'sent', attempts: 1, failure_reason: null });
    expect(row.sent_at).not.toBeNull();
  });

  it("texts the event's SMS text with the link, keeping the number as digits", async () => {
    const reply = await calls.byMessage({
      ...item(),
      sharing_platform: 'sms',
      phone: '+61 412-345-678',
      sms_share: '1',
      share_datetime: '2026-11-25 10:30',
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const sms = (await readSmsOutbox(t.app, t.config.dataDir)).filter((message) => message.to === '+61412345678');
    expect(sms).toEqual([{ to: '+61412345678', text: `${SMS_TEXT} ${viewLink()}` }]);
    expect(await calls.row(replyOf(reply).share.id)).toMatchObject({ channel: 'sms', state: 'sent', attempts: 1 });
  });

  it("never sends text a guest adds: the message is always the organiser's", async () => {
    const to = nextEmail();
    const planted = 'Click https://evil.example/win for a prize';
    // What a guest adds is past the contract's body; the share is sent all the same.
    const reply = await calls.byMessageUnchecked({
      ...item(),
      sharing_platform: 'email',
      email: to,
      message: planted,
      subject: planted,
      text: planted,
      contents: { contentBodyText: planted },
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const raw = await mailTo(to);
    expect(raw).not.toContain('evil.example');
    expect(raw).toContain(`Subject: ${EMAIL_STEP.email_subject}`);

    const phone = '0412000111';
    await calls.byMessageUnchecked({
      ...item(),
      sharing_platform: 'sms',
      phone,
      message: planted,
      text_message: planted,
    });
    // Sent to the number in international form: the event is in Sydney, so it is Australian.
    const sms = (await readSmsOutbox(t.app, t.config.dataDir)).filter((message) => message.to === '+61412000111');
    expect(sms.map((message) => message.text)).toEqual([`${SMS_TEXT} ${viewLink()}`]);
  });

  it('refuses bad input naming the field, and media outside the event with 404', async () => {
    const badEmail = await calls.byMessage({ ...item(), sharing_platform: 'email', email: 'not-an-address' });
    expect(badEmail.statusCode).toBe(422);
    expect(errorOf(badEmail, 422).errors.email).toEqual([MESSAGES.invalidEmail]);
    const noEmail = await calls.byMessageUnchecked({ ...item(), sharing_platform: 'email', phone: '0412000111' });
    expect(errorOf(noEmail, 422).errors.email).toEqual([MESSAGES.required]);
    for (const phone of ['12345', 'call me', '+1234567890123456']) {
      const badPhone = await calls.byMessage({ ...item(), sharing_platform: 'sms', phone });
      expect(badPhone.statusCode, phone).toBe(422);
      expect(errorOf(badPhone, 422).errors.phone).toEqual([SHARING_MESSAGES.invalidPhone]);
    }
    const badChannel = await calls.byMessageUnchecked({ ...item(), sharing_platform: 'pigeon', email: nextEmail() });
    expect(badChannel.statusCode).toBe(422);
    const badNetwork = await calls.socialUnchecked({ ...item(), sharing_platform: 'myspace' });
    expect(errorOf(badNetwork, 422).errors.sharing_platform).toBeDefined();

    const other = await sharingEvent(t, false);
    const elsewhere = { event_id: other.eventId, media_id: event.photo.id };
    expect((await calls.byMessage({ ...elsewhere, sharing_platform: 'email', email: nextEmail() })).statusCode).toBe(
      404,
    );
    expect((await calls.social({ ...elsewhere, sharing_platform: 'facebook' })).statusCode).toBe(404);
    expect(
      (await calls.social({ event_id: event.eventId, media_id: 999_999, sharing_platform: 'twitter' })).statusCode,
    ).toBe(404);
  });

  it('never lets a guest share a capture waiting for approval or rejected: 404, and nothing sent or counted', async () => {
    const captures = mediaFixtures(t.app);
    const { db } = t.app.platform.database;
    for (const moderation of ['pending', 'rejected'] as const) {
      const capture = await captures.add(event.eventId, 'photo', new Date().toISOString());
      await db.updateTable('media_items').set({ moderation }).where('id', '=', capture.id).execute();
      const hidden = { event_id: event.eventId, media_id: capture.id };

      const social = await calls.social({ ...hidden, sharing_platform: 'facebook' });
      expect(errorOf(social, 404).message, moderation).toBe(MESSAGES.notFound);
      const to = nextEmail();
      const emailed = await calls.byMessage({ ...hidden, sharing_platform: 'email', email: to, email_share: 1 });
      expect(emailed.statusCode, moderation).toBe(404);
      const texted = await calls.byMessage({
        ...hidden,
        sharing_platform: 'sms',
        phone: '+61 412 345 999',
        sms_share: 1,
      });
      expect(texted.statusCode, moderation).toBe(404);

      await t.app.platform.jobs.drain();
      const shares = await db.selectFrom('shares').select('id').where('media_id', '=', capture.id).execute();
      expect(shares, moderation).toEqual([]);
      expect((await readOutbox(t.app, t.config.dataDir)).filter((mail) => mail.to === to)).toEqual([]);
    }
    // An approved capture of the event is shared: the refusals above were for its moderation alone.
    const approved = await captures.add(event.eventId, 'photo', new Date().toISOString());
    expect((await calls.social({ ...item(), media_id: approved.id, sharing_platform: 'facebook' })).statusCode).toBe(
      200,
    );
  });

  it('sends a default message naming the event when the organiser saved no e-mail or SMS step', async () => {
    const bare = await sharingEvent(t, false);
    const to = nextEmail();
    const bareItem = { event_id: bare.eventId, media_id: bare.photo.id };
    expect((await calls.byMessage({ ...bareItem, sharing_platform: 'email', email: to })).statusCode).toBe(200);
    const raw = await mailTo(to);
    expect(raw).toContain('Subject: Your photo from Harbour Launch Party');
    expect(raw).toContain(`${t.config.appUrl}/social/gallery/view/${viewId(bare)}`);
  });

  it('limits messages and social counts per address at one gallery, and messages per recipient', async () => {
    const busy = await sharingEvent(t, false);
    const busyItem = { event_id: busy.eventId, media_id: busy.photo.id };
    const address = freshAddress();
    const { messagesPerVisitor, socialPerVisitor } = SHARE_RATE_LIMITS;
    const statuses: number[] = [];
    for (let index = 0; index <= messagesPerVisitor.limit; index++) {
      const to = nextEmail();
      statuses.push((await calls.byMessage({ ...busyItem, sharing_platform: 'email', email: to }, address)).statusCode);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(messagesPerVisitor.limit);
    expect(statuses.at(-1)).toBe(429);
    // The same address at another gallery (another event at the same venue) is not held back.
    const elsewhere = await calls.byMessage({ ...item(), sharing_platform: 'email', email: nextEmail() }, address);
    expect(elsewhere.statusCode, elsewhere.body).toBe(200);

    const to = nextEmail();
    const toOne: number[] = [];
    for (let index = 0; index < 4; index++) {
      toOne.push((await calls.byMessage({ ...item(), sharing_platform: 'email', email: to })).statusCode);
    }
    expect(toOne).toEqual([200, 200, 200, 429]);
    // Spelled in capitals, it is the same recipient.
    const shouted = await calls.byMessage({ ...item(), sharing_platform: 'email', email: to.toUpperCase() });
    expect(errorOf(shouted, 429).message).toBe(MESSAGES.tooManyRequests);

    const social = freshAddress();
    const counted: number[] = [];
    for (let index = 0; index <= socialPerVisitor.limit; index++) {
      counted.push((await calls.social({ ...busyItem, sharing_platform: 'facebook' }, social)).statusCode);
    }
    expect(counted.filter((status) => status === 200)).toHaveLength(socialPerVisitor.limit);
    expect(counted.at(-1)).toBe(429);
    expect((await calls.social({ ...item(), sharing_platform: 'facebook' }, social)).statusCode).toBe(200);
  });

  it('limits one gallery to 30 messages a minute, whoever sends them', async () => {
    const busy = await sharingEvent(t, false);
    const busyItem = { event_id: busy.eventId, media_id: busy.photo.id };
    const statuses: number[] = [];
    for (let index = 0; index < 31; index++) {
      statuses.push(
        (await calls.byMessage({ ...busyItem, sharing_platform: 'sms', phone: `04120000${10 + index}` })).statusCode,
      );
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(30);
    expect(statuses.at(-1)).toBe(429);
  });

  it('sends at start-up a share that a stop left queued', async () => {
    const phone = '0412777888';
    // As a stop between the reply and the delivery leaves it.
    const { id } = await t.app.platform.database.db
      .insertInto('shares')
      .values({
        event_id: event.eventId,
        media_id: event.photo.id,
        channel: 'sms',
        recipient: phone,
        state: 'queued',
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const restarted = await buildApp(t.config);
    try {
      await restarted.platform.jobs.drain();
      const sms = (await readSmsOutbox(t.app, t.config.dataDir)).filter((message) => message.to === '+61412777888');
      expect(sms).toEqual([{ to: '+61412777888', text: `${SMS_TEXT} ${viewLink()}` }]);
      expect(await calls.row(id)).toMatchObject({ state: 'sent', attempts: 1 });
    } finally {
      await restarted.close();
    }
  });

  it('refuses a way of sharing the organiser switched off in the social gallery step', async () => {
    const gallery = await sharingEvent(t, false);
    const library = await gallery.client.libraries(gallery.member);
    const saved = await gallery.client.call(gallery.member, micrositeEndpoints.save, {
      body: {
        eventId: gallery.eventId,
        microsite_template_id: first(library.micrositeTemplates),
        email: 1,
        sms: 0,
        facebook: 0,
        twitter: 1,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const galleryItem = { event_id: gallery.eventId, media_id: gallery.photo.id };

    const sms = await calls.byMessage({ ...galleryItem, sharing_platform: 'sms', phone: '0412999000' });
    expect(errorOf(sms, 403).message).toBe(SHARING_MESSAGES.switchedOff);
    expect((await calls.social({ ...galleryItem, sharing_platform: 'facebook' })).statusCode).toBe(403);
    expect((await calls.byMessage({ ...galleryItem, sharing_platform: 'email', email: nextEmail() })).statusCode).toBe(
      200,
    );
    expect((await calls.social({ ...galleryItem, sharing_platform: 'twitter' })).statusCode).toBe(200);
    // The step has no WhatsApp switch: it is never refused.
    expect((await calls.social({ ...galleryItem, sharing_platform: 'whatsapp' })).statusCode).toBe(200);
  });
});
