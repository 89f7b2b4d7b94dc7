import { createHmac } from 'node:crypto';
import { DELIVERY_RECEIPT_PATHS, deliveriesEndpoints } from '@boothdeck/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { callApp, errorOf, replyOf } from '../../test/call-app.ts';
import { type FakeSmsProvider, fakeSmsProvider } from '../../test/fake-sms-provider.ts';
import { readOutbox } from '../../test/outbox.ts';
import type { SignedIn } from '../../test/packages-client.ts';
import { type SharingEvent, shareCalls, sharingEvent } from '../../test/sharing-setup.ts';
import { createTestApp, TEST_DIALECTS, type TestApp, testRedisUrl } from '../../test/test-app.ts';

const AUTH_TOKEN = 'twilio-auth-token-1';

/** Twilio's signature of a report: HMAC-SHA1 of the address and the sorted parameters, in base64. */
const signed = (url: string, params: Record<string, string>) =>
  createHmac('sha1', AUTH_TOKEN)
    .update(
      Object.keys(params)
        .sort()
        .reduce((text, name) => text + name + params[name], url),
    )
    .digest('base64');

const SETUPS = [
  ...TEST_DIALECTS.map((dialect) => ({ dialect, redisUrl: undefined })),
  ...(testRedisUrl ? [{ dialect: 'sqlite' as const, redisUrl: testRedisUrl }] : []),
];

describe.each(SETUPS)('an event’s deliveries on $dialect (jobs on Redis: $redisUrl)', ({ dialect, redisUrl }) => {
  let t: TestApp;
  let provider: FakeSmsProvider;
  let event: SharingEvent;
  let bob: SignedIn;
  let numbers = 0;

  const db = () => t.app.platform.database.db;
  const row = (id: number) => shareCalls(t.app).row(id);
  const resendOne = (member: SignedIn, deliveryId: number, eventId = event.eventId) =>
    callApp(t.app, deliveriesEndpoints.resendOne, { params: { id: eventId, deliveryId }, token: member.token });
  const resendFailed = (member: SignedIn) =>
    callApp(t.app, deliveriesEndpoints.resendFailed, { params: { id: event.eventId }, token: member.token });
  const deliveriesOf = async (member: SignedIn = event.member) => {
    await t.app.platform.jobs.drain();
    return callApp(t.app, deliveriesEndpoints.eventDeliveries, { params: { id: event.eventId }, token: member.token });
  };

  /** A guest's share by e-mail or SMS; `failing` makes the provider refuse every attempt. */
  async function share(channel: 'email' | 'sms', options: { failing?: boolean; phone?: string } = {}) {
    if (options.failing) provider.answers.push(503, 503, 503);
    numbers += 1;
    const recipient =
      channel === 'email'
        ? { sharing_platform: channel, email: `guest${numbers}@example.com` }
        : { sharing_platform: channel, phone: options.phone ?? `+614000${String(numbers).padStart(5, '0')}` };
    const reply = await shareCalls(t.app).byMessage({
      event_id: event.eventId,
      media_id: event.photo.id,
      ...recipient,
    });
    expect(reply.statusCode, reply.body).toBe(200);
    return row(replyOf(reply).share.id);
  }

  const report = (token: string, params: Record<string, string>, signature?: string) => {
    const url = `${DELIVERY_RECEIPT_PATHS.smsReport}/${token}`;
    return t.app.inject({
      method: 'POST',
      url,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-twilio-signature': signature ?? signed(`${t.config.appUrl}${url}`, params),
      },
      payload: new URLSearchParams(params).toString(),
    });
  };

  const openPicture = (token: string) =>
    t.app.inject({ method: 'GET', url: `${DELIVERY_RECEIPT_PATHS.opened}/${token}` });

  beforeAll(async () => {
    provider = await fakeSmsProvider();
    t = await createTestApp(
      dialect,
      {
        redisUrl,
        sms: {
          provider: 'twilio',
          baseUrl: provider.url,
          accountSid: 'AC42',
          authToken: AUTH_TOKEN,
          from: '+61400000000',
        },
      },
      { deliveryRetryDelaysMs: [5, 5] },
    );
    event = await sharingEvent(t);
    bob = await event.client.organiser('Monthly Pro');
  });
  beforeEach(async () => {
    // Each test starts from an event whose failures are all dealt with.
    await db().deleteFrom('shares').where('event_id', '=', event.eventId).execute();
    provider.received.length = 0;
    provider.answers.length = 0;
  });
  afterAll(async () => {
    await t.close();
    await provider.close();
  });

  it('counts the messages by status and lists each failure with the provider’s reason', async () => {
    const opened = await share('email');
    await share('email');
    const delivered = await share('sms');
    await share('sms');
    const failed = await share('sms', { failing: true });
    expect(failed).toMatchObject({ state: 'failed', attempts: 3 });
    expect((await openPicture(opened.tracking_token ?? '')).statusCode).toBe(200);
    const receipt = await report(delivered.tracking_token ?? '', { MessageSid: 'SM1', MessageStatus: 'delivered' });
    expect(receipt.statusCode).toBe(204);

    const reply = await deliveriesOf();
    expect(reply.statusCode, reply.body).toBe(200);
    expect(replyOf(reply)).toEqual({
      counts: { queued: 0, sent: 2, delivered: 1, opened: 1, failed: 1, unknown: 0 },
      failures: [
        {
          id: failed.id,
          channel: 'sms',
          purpose: 'share',
          recipient: failed.recipient,
          reason: 'SMS provider answered 503',
          attempts: 3,
          failed_at: expect.any(String),
          fallback: null,
        },
      ],
    });
  });

  it('resends one failed message exactly once, however often Resend is pressed', async () => {
    const failed = await share('sms', { failing: true });
    const sentBefore = provider.received.length;
    const replies = await Promise.all([1, 2, 3].map(() => resendOne(event.member, failed.id)));
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 409, 409]);
    const refused = replies.find((reply) => reply.statusCode === 409);
    expect(refused && errorOf(refused, 409).message).toBe('Only a message that failed can be sent again.');
    expect(await row(failed.id)).toMatchObject({ state: 'sent', resends: 1, attempts: 4, failure_reason: null });
    expect(provider.received.length - sentBefore).toBe(1);
    expect((await resendOne(event.member, failed.id)).statusCode).toBe(409);
    expect(replyOf(await deliveriesOf())).toMatchObject({ counts: { failed: 0, sent: 1 }, failures: [] });
  });

  it('resends every failed message once, and only the failed ones', async () => {
    const failures = [await share('sms', { failing: true }), await share('sms', { failing: true })];
    const sent = await share('sms');
    const sentBefore = provider.received.length;
    const replies = await Promise.all([1, 2].map(() => resendFailed(event.member)));
    expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200]);
    expect(replies.reduce((sum, reply) => sum + replyOf(reply).resent, 0)).toBe(2);
    await t.app.platform.jobs.drain();
    expect(provider.received.length - sentBefore).toBe(2);
    const recipients = provider.received
      .slice(sentBefore)
      .map((request) => new URLSearchParams(request.body).get('To'));
    expect(recipients.sort()).toEqual(failures.map((failure) => failure.recipient).sort());
    for (const failure of failures) expect(await row(failure.id)).toMatchObject({ state: 'sent', resends: 1 });
    expect(await row(sent.id)).toMatchObject({ state: 'sent', resends: 0 });
  });

  it('shows and resends nothing of another organiser’s event', async () => {
    const failed = await share('sms', { failing: true });
    expect((await deliveriesOf(bob)).statusCode).toBe(404);
    expect((await resendOne(bob, failed.id)).statusCode).toBe(404);
    expect((await resendFailed(bob)).statusCode).toBe(404);
    // Bob's own event does not reach alice's message either.
    const bobsEvent = await event.client.eventWith(bob, {}, { email: 1, text_messaging: 1 });
    expect((await resendOne(bob, failed.id, bobsEvent)).statusCode).toBe(404);
    expect(await row(failed.id)).toMatchObject({ state: 'failed', resends: 0 });
  });

  it('marks an e-mail opened the first time its picture loads, and answers the picture to any token', async () => {
    const mail = await share('email');
    const token = mail.tracking_token ?? '';
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const sentMail = (await readOutbox(t.app, t.config.dataDir)).find((sent) => sent.to === mail.recipient);
    expect(sentMail?.raw.replace(/=\r?\n/g, '')).toContain(
      `http://boothdeck.test${DELIVERY_RECEIPT_PATHS.opened}/${token}`,
    );

    const first = await openPicture(token);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/gif');
    expect(first.headers['cache-control']).toContain('no-store');
    const openedAt = (await row(mail.id)).opened_at;
    expect(openedAt).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 5));
    await openPicture(token);
    expect((await row(mail.id)).opened_at).toBe(openedAt);

    const guessed = await openPicture(String(mail.id));
    expect(guessed.statusCode).toBe(200);
    expect(guessed.headers['content-type']).toBe('image/gif');
    expect(replyOf(await deliveriesOf()).counts).toMatchObject({ opened: 1, sent: 0 });
  });

  it('asks the provider to report delivery and takes only reports it signed', async () => {
    const sms = await share('sms');
    const token = sms.tracking_token ?? '';
    const form = new URLSearchParams(provider.received.at(-1)?.body);
    expect(form.get('StatusCallback')).toBe(`http://boothdeck.test${DELIVERY_RECEIPT_PATHS.smsReport}/${token}`);

    const params = { MessageSid: 'SM2', MessageStatus: 'undelivered', ErrorCode: '30003' };
    const forged = await report(token, params, signed('http://boothdeck.test/elsewhere', params));
    expect(forged.statusCode).toBe(403);
    expect((await report(token, params, '')).statusCode).toBe(403);
    const reportUrl = `${t.config.appUrl}${DELIVERY_RECEIPT_PATHS.smsReport}/${token}`;
    const tampered = await report(token, { ...params, MessageStatus: 'delivered' }, signed(reportUrl, params));
    expect(tampered.statusCode).toBe(403);
    expect(await row(sms.id)).toMatchObject({ state: 'sent', failure_reason: null });

    expect((await report(token, params)).statusCode).toBe(204);
    expect(await row(sms.id)).toMatchObject({
      state: 'failed',
      failure_reason:
        'The SMS provider reported it undelivered (error 30003: the phone is switched off or out of reach)',
    });

    const other = await share('sms');
    expect(
      (await report(other.tracking_token ?? '', { MessageSid: 'SM3', MessageStatus: 'delivered' })).statusCode,
    ).toBe(204);
    expect((await row(other.id)).delivered_at).not.toBeNull();
  });

  it('sends a failed SMS once by e-mail to a guest who also gave their address', async () => {
    await db()
      .insertInto('leads')
      .values({
        event_id: event.eventId,
        name: 'Grace',
        email: 'grace@example.com',
        mobile: '+61 400 777 001',
        media_id: event.photo.id,
        created_at: new Date().toISOString(),
      })
      .execute();
    const failed = await share('sms', { failing: true, phone: '+61400777001' });
    const mailsTo = async () =>
      (await readOutbox(t.app, t.config.dataDir)).filter((mail) => mail.to === 'grace@example.com');
    expect(await mailsTo()).toHaveLength(1);
    const fallback = await db().selectFrom('shares').selectAll().where('fallback_of', '=', failed.id).execute();
    expect(fallback).toEqual([
      expect.objectContaining({ channel: 'email', state: 'sent', recipient: 'grace@example.com' }),
    ]);

    // Failing again after a resend sends no second e-mail.
    provider.answers.push(503, 503, 503);
    expect((await resendOne(event.member, failed.id)).statusCode).toBe(200);
    expect(await row(failed.id)).toMatchObject({ state: 'failed', resends: 1 });
    expect(await mailsTo()).toHaveLength(1);

    const listed = replyOf(await deliveriesOf()).failures[0];
    expect(listed).toMatchObject({ id: failed.id, fallback: { recipient: 'grace@example.com', status: 'sent' } });

    // A provider's report of failure falls back the same way, once.
    const reported = await share('sms', { phone: '+61 400 777 001' });
    const params = { MessageSid: 'SM4', MessageStatus: 'failed', ErrorCode: '30005' };
    await report(reported.tracking_token ?? '', params);
    await report(reported.tracking_token ?? '', params);
    expect(await mailsTo()).toHaveLength(2);
    // A guest who gave no address gets nothing more.
    await share('sms', { failing: true });
    expect(await db().selectFrom('shares').select('id').where('fallback_of', 'is not', null).execute()).toHaveLength(2);
  });
});
