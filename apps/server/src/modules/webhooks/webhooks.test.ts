// Over 300 lines on purpose: one app and one webhook receiver for every test, and the last reads again what the others were told.
import {
  leadEndpoints,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_MESSAGES,
  webhookBodySchema,
  webhookEndpoints,
} from '@boothdeck/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { BOOTH_PASSWORD, signInBooth } from '../../test/booth-client.ts';
import { callApp, callAppUnchecked, errorOf, replyOf } from '../../test/call-app.ts';
import { cameraJpeg } from '../../test/capture-fixtures.ts';
import { dataCaptureEvent, leadBody } from '../../test/leads-setup.ts';
import { postMedia } from '../../test/media-upload-client.ts';
import { membersOf } from '../../test/members.ts';
import type { OptionTestApp } from '../../test/option-step-setup.ts';
import { boothSharingEvent, postBoothShare } from '../../test/sharing-setup.ts';
import { createTestApp, TEST_DIALECTS, TEST_PASSWORD_HASH_COST, type TestApp } from '../../test/test-app.ts';
import { claimVoucher, clientOf, postVoucher, voucherEvent } from '../../test/vouchers-client.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../../test/webhook-receiver.ts';
import { webhooksClient } from '../../test/webhooks-client.ts';
import { createWebhookMissedEventsRepository } from './webhook-missed-events.repository.ts';

describe.each(TEST_DIALECTS)('webhook endpoints in production settings on %s', (dialect) => {
  let t: TestApp;
  const members = membersOf(() => t);
  const hooks = webhooksClient(() => t.app);

  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { webhookRetryDelaysMs: [], webhookTimeoutMs: 400 });
  });
  afterAll(() => t.close());

  it('adds an endpoint, answers its secret once and lists it without the secret', async () => {
    const member = await members.newMember();
    const added = await hooks.add(member.token, {
      url: 'https://hooks.example.com/boothdeck',
      event_type: 'lead.created',
    });
    const { endpoint, secret, message } = replyOf(added);
    expect(message).toBe(WEBHOOK_MESSAGES.added);
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(endpoint).toMatchObject({ url: 'https://hooks.example.com/boothdeck', event_type: 'lead.created' });
    const list = await hooks.list(member.token);
    expect(replyOf(list).endpoints).toEqual([endpoint]);
    expect(list.body).not.toContain(secret);
    expect(endpoint.secret_hint.endsWith(secret.slice(-4))).toBe(true);
  });

  it('keeps each secret sealed in the database, and seals one stored before at the next start', async () => {
    const member = await members.newMember();
    const added = await hooks.add(member.token, { url: 'https://hooks.example.com/sealed' });
    const { endpoint, secret } = replyOf(added);
    const { db } = t.app.platform.database;
    const storedSecret = async () =>
      (
        await db
          .selectFrom('webhook_endpoints')
          .select('secret')
          .where('id', '=', endpoint.id)
          .executeTakeFirstOrThrow()
      ).secret;
    expect(await storedSecret()).toMatch(/^sealed\.v1\./);
    expect(await storedSecret()).not.toContain(secret.slice(6));

    // As an endpoint added before secrets were sealed keeps it.
    await db.updateTable('webhook_endpoints').set({ secret }).where('id', '=', endpoint.id).execute();
    const restarted = await buildApp(t.config, { passwordHashCost: TEST_PASSWORD_HASH_COST });
    try {
      expect(await storedSecret()).toMatch(/^sealed\.v1\./);
      expect(await webhooksClient(() => restarted).endpoints(member.token)).toEqual([endpoint]);
    } finally {
      await restarted.close();
    }
  });

  it("keeps each organiser's endpoints and logs to themselves", async () => {
    const owner = await members.newMember();
    const other = await members.newMember();
    const { endpoint } = replyOf(await hooks.add(owner.token, { url: 'https://hooks.example.com/a' }));
    expect(await hooks.endpoints(other.token)).toEqual([]);
    expect((await hooks.deliveries(other.token, endpoint.id)).statusCode).toBe(404);
    expect((await hooks.sendTest(other.token, endpoint.id)).statusCode).toBe(404);
    expect((await hooks.remove(other.token, endpoint.id)).statusCode).toBe(404);
    expect(await hooks.endpoints(owner.token)).toHaveLength(1);
    expect(replyOf(await hooks.remove(owner.token, endpoint.id)).message).toBe(WEBHOOK_MESSAGES.removed);
    expect(await hooks.endpoints(owner.token)).toEqual([]);
    expect((await callApp(t.app, webhookEndpoints.list)).statusCode).toBe(401);
  });

  it('refuses plain http, private, loopback and link-local addresses, and unknown events', async () => {
    const member = await members.newMember();
    const refusal = async (body: object) => errorOf(await hooks.addUnchecked(member.token, body), 422).errors;
    expect(await refusal({ url: 'http://hooks.example.com/' })).toEqual({ url: [WEBHOOK_MESSAGES.urlNotHttps] });
    for (const url of [
      'https://127.0.0.1/hook',
      'https://10.1.2.3/hook',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/hook',
      'https://[::ffff:127.0.0.1]/hook',
      // IPv4 carried inside IPv6, in every way it is written: mapped, translated, compatible, NAT64, 6to4, Teredo.
      'https://[::ffff:10.0.0.5]/hook',
      'https://[::ffff:0:a00:5]/hook',
      'https://[0:0:0:0:0:ffff:a00:5]/hook',
      'https://[::ffff:0:169.254.169.254]/hook',
      'https://[::a00:5]/hook',
      'https://[64:ff9b::10.0.0.5]/hook',
      'https://[64:ff9b::7f00:1]/hook',
      'https://[2002:a00:5::1]/hook',
      'https://[2001:0:a00:5::1]/hook',
      'https://localhost:8443/hook',
      'https://192.168.1.20/hook',
    ]) {
      expect(await refusal({ url }), url).toEqual({ url: [WEBHOOK_MESSAGES.urlPrivate] });
    }
    // The same forms carrying a public address are public.
    for (const url of ['https://[::ffff:0:808:808]/hook', 'https://[64:ff9b::8.8.8.8]/hook']) {
      expect((await hooks.add(member.token, { url })).statusCode, url).toBe(200);
    }
    expect(await refusal({ url: 'https://user:pw@hooks.example.com/' })).toEqual({
      url: [WEBHOOK_MESSAGES.urlCredentials],
    });
    expect(await refusal({ url: 'not an address' })).toEqual({ url: [WEBHOOK_MESSAGES.urlInvalid] });
    expect(await refusal({ url: 'https://hooks.example.com/', event_type: 'gallery.viewed' })).toEqual({
      event_type: [WEBHOOK_MESSAGES.eventTypeInvalid],
    });
    expect(await hooks.endpoints(member.token)).toHaveLength(2);
  });

  it('refuses at send time an address that now leads to this machine, and sends nothing there', async () => {
    const receiver = await startWebhookReceiver();
    try {
      const member = await members.newMember();
      const { endpoint } = replyOf(await hooks.add(member.token, { url: 'https://hooks.example.com/x' }));
      // As if the host name now resolved to a private address, or the row was changed behind the check.
      for (const url of [
        `https://127.0.0.1:${receiver.port}/hooks`,
        `https://[::1]:${receiver.port}/hooks`,
        `https://localhost:${receiver.port}/hooks`,
        'https://10.0.0.1/hooks',
        'https://169.254.169.254/hooks',
      ]) {
        await t.app.platform.database.db
          .updateTable('webhook_endpoints')
          .set({ url })
          .where('id', '=', endpoint.id)
          .execute();
        const { delivery } = replyOf(await hooks.sendTest(member.token, endpoint.id));
        await t.app.platform.jobs.drain();
        const log = replyOf(await hooks.deliveries(member.token, endpoint.id));
        const logged = log.data.find((row) => row.id === delivery.id);
        expect(logged, url).toMatchObject({ state: 'failed', attempts: 1, response_status: null });
        expect(logged?.failure_reason, url).toMatch(/private, local or reserved network address/);
      }
      expect(receiver.received).toEqual([]);
    } finally {
      await receiver.close();
    }
  });
});

describe.each(TEST_DIALECTS)('webhook events from the booth on %s', (dialect) => {
  let t: TestApp;
  let receiver: WebhookReceiver;
  const hooks = webhooksClient(() => t.app);

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    t = await createTestApp(dialect, { webhooksAllowPrivateAddresses: true }, { webhookRetryDelaysMs: [50] });
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });

  const bodies = () => receiver.received.map((request) => webhookBodySchema.parse(JSON.parse(request.body)));

  it('tells an endpoint of a capture stored and a voucher claimed, once each, and only the owner', async () => {
    const event = await voucherEvent(t);
    const stranger = await voucherEvent(t);
    await hooks.add(event.owner.token, { url: receiver.url });
    await hooks.add(event.owner.token, {
      url: `${receiver.url}?only=leads`,
      event_type: 'lead.created',
    });
    receiver.answerWith([{ status: 204 }]);

    const parts = {
      media_type: 'photo',
      client_id: 'webhook-capture-1',
      captured_at: '2026-11-24T21:04:05.120Z',
      file: { bytes: await cameraJpeg(), name: 'capture.jpg' },
    };
    const upload = await postMedia(t.app, event.token, parts);
    expect(upload.statusCode).toBe(200);
    // A retried upload answers the same capture and tells nobody again.
    await postMedia(t.app, event.token, parts);
    await postMedia(t.app, stranger.token, { ...parts, client_id: 'someone-else' });
    const { voucher } = replyOf(await postVoucher(t.app, event.token, { offer_id: event.offers.drink }));
    expect((await claimVoucher(t.app, voucher.uuid, BOOTH_PASSWORD)).statusCode).toBe(200);
    await t.app.platform.jobs.drain();

    const received = bodies();
    expect(received.map((body) => body.type).sort()).toEqual(['capture.created', 'voucher.claimed']);
    expect(receiver.received.map((request) => request.url)).toEqual(['/hooks', '/hooks']);
    const capture = received.find((body) => body.type === 'capture.created');
    expect(capture?.data).toMatchObject({
      capture: { id: replyOf(upload).media.id, event_id: event.eventId, media_type: 'photo' },
    });
    const claimed = received.find((body) => body.type === 'voucher.claimed');
    expect(claimed?.data).toMatchObject({
      voucher: { id: voucher.uuid, event_id: event.eventId, offer_name: 'Free drink' },
    });
    expect(new Set(received.map((body) => body.id)).size).toBe(2);
  });

  it('tells an endpoint kept for one event only of that event, and an account-wide one of all', async () => {
    const event = await voucherEvent(t);
    const client = clientOf(t);
    const otherEventId = await client.eventWith(event.owner);
    await client.submit(event.owner, otherEventId);
    const otherToken = await signInBooth(t.app, (await client.show(event.owner, otherEventId)).uuid);
    const limited = await hooks.add(event.owner.token, {
      url: `${receiver.url}?one`,
      event_id: event.eventId,
    });
    expect(replyOf(limited).endpoint.event_id).toBe(event.eventId);
    await hooks.add(event.owner.token, { url: receiver.url });
    const listed = await hooks.endpoints(event.owner.token);
    expect(listed.map((endpoint) => endpoint.event_id)).toEqual([event.eventId, null]);
    receiver.answerWith([{ status: 200 }]);

    const photo = { media_type: 'photo', file: { bytes: await cameraJpeg(), name: 'capture.jpg' } };
    const here = await postMedia(t.app, event.token, { ...photo, client_id: 'limited-here' });
    const there = await postMedia(t.app, otherToken, { ...photo, client_id: 'limited-there' });
    expect([here.statusCode, there.statusCode]).toEqual([200, 200]);
    const { voucher } = replyOf(await postVoucher(t.app, event.token, { offer_id: event.offers.drink }));
    expect((await claimVoucher(t.app, voucher.uuid, BOOTH_PASSWORD)).statusCode).toBe(200);
    await t.app.platform.jobs.drain();

    const sentTo = (url: string) =>
      receiver.received
        .filter((request) => request.url === url)
        .map((request) => webhookBodySchema.parse(JSON.parse(request.body)))
        .map((body) => `${body.type} ${'capture' in body.data ? body.data.capture.event_id : ''}`)
        .sort();
    expect(sentTo('/hooks?one')).toEqual([`capture.created ${event.eventId}`, 'voucher.claimed ']);
    expect(sentTo('/hooks')).toEqual([
      `capture.created ${event.eventId}`,
      `capture.created ${otherEventId}`,
      'voucher.claimed ',
    ]);
  });

  it("refuses to keep an endpoint for another organiser's event, or one that does not exist", async () => {
    const owner = await voucherEvent(t);
    const stranger = await voucherEvent(t);
    for (const eventId of [stranger.eventId, 999_999_999]) {
      const refused = await hooks.add(owner.owner.token, { url: receiver.url, event_id: eventId });
      expect(errorOf(refused, 422).errors).toEqual({ event_id: [WEBHOOK_MESSAGES.eventNotYours] });
    }
    expect(await hooks.endpoints(owner.owner.token)).toEqual([]);
  });

  it('tells an endpoint kept for leads of a lead created, with its answers', async () => {
    const client = clientOf(t);
    const owner = await client.organiser('Monthly Pro');
    // Only the client is used to make the event.
    const eventId = await dataCaptureEvent({ t, client } as unknown as OptionTestApp, owner);
    const token = await signInBooth(t.app, (await client.show(owner, eventId)).uuid);
    await hooks.add(owner.token, { url: receiver.url, event_type: 'lead.created' });
    await hooks.add(owner.token, { url: `${receiver.url}?captures`, event_type: 'capture.created' });
    receiver.answerWith([{ status: 200 }]);

    const body = leadBody();
    const lead = await callAppUnchecked(t.app, leadEndpoints.capture, { body, token });
    expect(lead.statusCode).toBe(200);
    await t.app.platform.jobs.drain();

    expect(receiver.received.map((request) => request.url)).toEqual(['/hooks']);
    const [sent] = bodies();
    expect(sent?.type).toBe('lead.created');
    expect(sent?.data).toMatchObject({
      lead: { id: replyOf(lead).lead.id, event_id: eventId, marketing_consent: true, answers: body.values },
    });
  });

  it('tells an endpoint of a guest e-mail share once it is sent', async () => {
    const event = await boothSharingEvent(t);
    await hooks.add(event.member.token, { url: receiver.url, event_type: 'share.sent' });
    receiver.answerWith([{ status: 200 }]);

    const email = 'guest-webhook@example.com';
    const shared = await postBoothShare(t.app, event.token, {
      client_id: 'webhook-share-1',
      media_id: event.photo.id,
      email,
    });
    expect(shared.statusCode, shared.body).toBe(200);
    await t.app.platform.jobs.drain();

    const [sent] = bodies();
    expect(bodies()).toHaveLength(1);
    expect(sent?.type).toBe('share.sent');
    expect(sent?.data).toMatchObject({
      share: { event_id: event.eventId, media_id: event.photo.id, channel: 'email', recipient: email },
    });
  });

  it('finds every capture, lead, share and claim told above again once their event rows are lost', async () => {
    const { db } = t.app.platform.database;
    const recorded = await db.selectFrom('webhook_events').select(['type', 'subject_id']).execute();
    const told = (rows: { type: string; subject_id: number | null }[]) =>
      rows.map((row) => `${row.type} ${row.subject_id}`).sort();
    expect(new Set(recorded.map((row) => row.type))).toEqual(
      new Set(['capture.created', 'lead.created', 'share.sent', 'voucher.claimed']),
    );
    const missedEvents = createWebhookMissedEventsRepository(db);
    const since = new Date(Date.now() - 60 * 60_000).toISOString();
    const missedNow = async () =>
      (
        await Promise.all(
          WEBHOOK_EVENT_TYPES.map(async (type) =>
            (await missedEvents.missed(type, since)).map((row) => ({ type, subject_id: row.subjectId })),
          ),
        )
      ).flat();
    expect(await missedNow()).toEqual([]);

    // As if every process had died between each commit and its event row.
    await db.deleteFrom('webhook_deliveries').execute();
    await db.deleteFrom('webhook_events').execute();
    expect(told(await missedNow())).toEqual(told(recorded));
  });
});
